// "Load more" for manga listings (yomu_load_more): the SPEC §4 counter, one request at a time, the end on an empty
// answer or the no-posts marker, an alert with the error text when a request fails. Each page of cards is rendered
// (sanitized) into the server's list, after its cards, through a portal; the list and nav.navigation-ajax stay the
// server's markup, which reader apps look for. Madara's plugin-template variant (wp_manga_archive_loadmore, locked
// for good after one click) has no page here: the theme renders every archive with this control; the server
// still answers wp_manga_archive_loadmore for third-party callers.
import { useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { loadMoreCards, type QueryVars } from '../../lib/api/listing';
import { __ } from '../../lib/i18n';
import { cleanCards } from './cards';
import { loadMoreReducer, startState } from './counter';

interface LoadMoreProps {
  /** The server's [data-listing-items] list the cards go into. */
  list: Element;
  action: string;
  template: string;
  vars: QueryVars | undefined;
}

export function LoadMore({ list, action, template, vars }: LoadMoreProps) {
  const [state, dispatch] = useReducer(loadMoreReducer, vars, startState);
  // Set at once on click, so a second click in the same moment sends nothing.
  const busy = useRef(false);

  const load = async () => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'start' });
    try {
      const answer = await loadMoreCards({ action, page: state.page, template, vars: vars ?? {} });
      dispatch({ type: 'loaded', answer, ...(await cleanCards(answer)) });
    } catch (error) {
      dispatch({ type: 'failed' });
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      busy.current = false;
    }
  };

  return (
    <>
      <div className="nav-previous float-left" hidden={state.ended}>
        <button
          type="button"
          className={state.loading ? 'btn btn-default load-ajax-button loading' : 'btn btn-default load-ajax-button'}
          aria-busy={state.loading || undefined}
          onClick={() => void load()}
        >
          {state.loading ? __('Loading…') : __('Load more')}
        </button>
        <p className="screen-reader-text" role="status">
          {state.added ? __('More manga loaded.') : ''}
        </p>
      </div>
      {createPortal(
        state.pages.map((cards, index) => (
          // display: contents, so the cards are items of the list's own grid or column.
          <div key={index} className="listing-more" dangerouslySetInnerHTML={{ __html: cards }} />
        )),
        list,
      )}
    </>
  );
}
