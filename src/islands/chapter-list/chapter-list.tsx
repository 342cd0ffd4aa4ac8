// The manga page's chapter list (SPEC §4): Madara's markup drawn from data, with a "Reverse order" button,
// volume toggles (the first volume open) and, for a list 550 px or taller, a "Show more" button that opens it
// after a 1 s loading state. The list is reloaded from ajax/chapters/ after mount (unless it was before React came)
// and after a front-end upload.
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef } from 'react';
import { __ } from '../../lib/i18n';
import { type ChapterListData, countChapters, reversed, volumeKeys } from './list-data';
import { ChapterItem, VolumeItem } from './list-items';
import { chapterListReducer, initialState, SHOW_MORE_DELAY } from './list-state';
import { useListReload } from './use-list-reload';

interface Props {
  /** The holder's data-id (the manga ID), kept for Madara-era clients. */
  mangaId: string | undefined;
  /** The ajax/chapters/ endpoint; '' when there is none. */
  url: string;
  /** The list the server printed, or the one the reload brought. */
  initial: ChapterListData;
  /** The list was already reloaded from ajax/chapters/ before React came. */
  reloaded?: boolean;
}

export function ChapterList({ mangaId, url, initial, reloaded = false }: Props) {
  const [state, dispatch] = useReducer(chapterListReducer, initial, initialState);
  const { list, showMore } = state;
  const wrap = useRef<HTMLDivElement>(null);
  const focusAfterOpen = useRef(false);
  const id = useId();

  const onList = useCallback((next: ChapterListData) => dispatch({ type: 'loaded', list: next }), []);
  useListReload(url, list, onList, !reloaded);

  // The full height is measured before the first paint of a (new) list, so the cut never flashes.
  useLayoutEffect(() => {
    if (showMore === 'measure' && wrap.current) dispatch({ type: 'measured', height: wrap.current.scrollHeight });
  }, [showMore, list]);

  useEffect(() => {
    if (showMore !== 'loading') return;
    const timer = window.setTimeout(() => {
      focusAfterOpen.current = true;
      dispatch({ type: 'shown' });
    }, SHOW_MORE_DELAY);
    return () => window.clearTimeout(timer);
  }, [showMore]);

  // The focused "Show more" button is gone once the list is open: focus moves to the list's first control.
  useLayoutEffect(() => {
    if (showMore !== 'open' || !focusAfterOpen.current) return;
    focusAfterOpen.current = false;
    wrap.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  }, [showMore]);

  const hasChapters = countChapters(list) > 0;
  const volumes = volumeKeys(list);
  const entries = state.reversed ? reversed(list.entries) : list.entries;
  const cut = showMore === 'cut' || showMore === 'loading';
  const onToggle = (key: string) => dispatch({ type: 'toggle-volume', key });

  return (
    <>
      {hasChapters && (
        <div className="chapter-list__toolbar">
          <button type="button" className="chapter-list__reverse" aria-pressed={state.reversed} onClick={() => dispatch({ type: 'reverse' })}>
            {__('Reverse order')}
          </button>
        </div>
      )}
      <div id="manga-chapters-holder" data-id={mangaId}>
        {list.listClass !== null && (
          <div className="page-content-listing single-page">
            <div ref={wrap} id={`chapter-list-${id}`} className={cut ? 'listing-chapters_wrap is-cut' : 'listing-chapters_wrap'}>
              <ul className={list.listClass}>
                {entries.map((entry) =>
                  entry.kind === 'chapter' ? (
                    <ChapterItem key={entry.chapter.key} chapter={entry.chapter} />
                  ) : (
                    <VolumeItem
                      key={entry.volume.key}
                      volume={entry.volume}
                      id={`volume-chapters-${id}-${volumes.indexOf(entry.volume.key)}`}
                      open={state.open.includes(entry.volume.key)}
                      onToggle={onToggle}
                    />
                  ),
                )}
              </ul>
            </div>
            {cut && (
              <button
                type="button"
                className={showMore === 'loading' ? 'c-chapter-readmore chapter-readmore is-loading' : 'c-chapter-readmore chapter-readmore'}
                aria-controls={`chapter-list-${id}`}
                aria-expanded={false}
                aria-busy={showMore === 'loading' || undefined}
                disabled={showMore === 'loading'}
                onClick={() => dispatch({ type: 'show-more' })}
              >
                {showMore === 'loading' ? __('Loading…') : __('Show more')}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
