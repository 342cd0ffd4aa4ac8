// The reading history tab (SPEC §4 "Reading history removal"): the item is dimmed while the call runs, removed on
// success (the server's message replaces the tab once the list is empty), restored on failure.
import { useReducer, useRef } from 'react';
import { callAction } from '../../lib/api/client';
import { isEmptyList } from './empty-list';
import { HiddenFields } from './hidden-fields';
import { CoverImage, ProgressLine } from './library-parts';
import { initialList, listReducer } from './list-state';
import type { HistoryItem, Tools } from './read-page';
import { ToolsBar } from './tools-bar';
import { useLibraryTools } from './use-library-tools';

interface Props {
  tools: Tools | null;
  items: HistoryItem[];
  nonce: string;
  onEmpty: (html: string) => void;
}

export function ReadingHistory({ tools, items, nonce, onEmpty }: Props) {
  const [state, dispatch] = useReducer(listReducer<HistoryItem>, items, initialList);
  const running = useRef(new Set<string>());
  const { choice, choose, shown } = useLibraryTools(tools, state.items);

  async function remove(id: string) {
    if (running.current.has(id)) return;
    running.current.add(id);
    dispatch({ type: 'pending', ids: [id] });
    try {
      const answer = await callAction('manga-remove-history', { postID: id, nonce });
      if (!answer.success) throw new Error('refused');
      dispatch({ type: 'removed', ids: [id] });
      if (isEmptyList(answer.data)) onEmpty(answer.data.msg);
    } catch {
      dispatch({ type: 'restored', ids: [id] });
    } finally {
      running.current.delete(id);
    }
  }

  return (
    <>
      {tools && <ToolsBar form={tools.form} choice={choice} onChange={choose} />}
      {shown.length === 0 && tools ? (
        <p className="yomu-library-tools__none" role="status">
          {tools.form.noneText}
        </p>
      ) : (
        <ul className="yomu-history">
          {shown.map((item) => (
            <li key={item.id} className="history-item" id={`history-item-${item.id}`} data-order={item.order} aria-busy={state.pending.includes(item.id) || undefined}>
              <span className="history-cover">
                <CoverImage cover={item.cover} />
              </span>
              <a className="history-title" href={item.title.href}>
                {item.title.text}
              </a>{' '}
              <span className="history-chapter">
                {item.chapter && <a href={item.chapter.href}>{item.chapter.text}</a>}
                {item.progress && <ProgressLine progress={item.progress} />}
              </span>
              {item.time && (
                <span className="history-time">
                  <time dateTime={item.time.datetime}>{item.time.text}</time>
                </span>
              )}
              <form method="post" action={item.action} className="history-remove">
                <HiddenFields fields={item.hidden} />
                <button
                  type="submit"
                  className="remove-manga-history"
                  data-post-id={item.id}
                  aria-label={item.removeLabel}
                  onClick={(event) => {
                    event.preventDefault();
                    void remove(item.id);
                  }}
                >
                  {item.removeText}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
