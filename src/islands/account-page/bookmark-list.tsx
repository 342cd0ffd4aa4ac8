// The bookmarks table (SPEC §2 "User account area"): a checkbox per row and a check-all box, a delete button per
// row and one for the checked rows. Rows are dimmed while the call runs, removed when it succeeds, restored with
// an alert when it fails; the server's message replaces the tab when the list is empty (after an alert).
import { useReducer, useRef } from 'react';
import { callAction } from '../../lib/api/client';
import { isEmptyList, plainText } from './empty-list';
import { HiddenFields } from './hidden-fields';
import { CoverImage, ProgressLine } from './library-parts';
import { allChecked, checkedIds, initialList, listReducer } from './list-state';
import type { BookmarkRow, BookmarksTable, Tools, UnreadChapters } from './read-page';
import { ToolsBar } from './tools-bar';
import { useLibraryTools } from './use-library-tools';

interface Props {
  tools: Tools | null;
  table: BookmarksTable;
  nonce: string;
  errorText: string;
  onEmpty: (html: string) => void;
}

/** Madara's unread badge and line (plugin Alerts\Display::bookmark_unread()). */
function Unread({ unread }: { unread: UnreadChapters }) {
  return (
    <>
        <span className="c-notifications">
          <span aria-hidden="true">{unread.count}</span>
          <span className="screen-reader-text">{unread.spoken}</span>
        </span>
        <div className="chapter unread">
          <span>{unread.label}</span>
          {unread.links.map((chapter) => (
            <a key={chapter.href} href={chapter.href}>
              {chapter.text}
            </a>
          ))}
        </div>
    </>
  );
}

export function BookmarkList({ tools, table, nonce, errorText, onEmpty }: Props) {
  const [state, dispatch] = useReducer(listReducer<BookmarkRow>, table.rows, initialList);
  const running = useRef(new Set<string>());
  const { choice, choose, shown } = useLibraryTools(tools, state.items);

  async function remove(ids: string[]) {
    const key = ids.join(',');
    if (ids.length === 0 || running.current.has(key)) return;
    running.current.add(key);
    dispatch({ type: 'pending', ids });
    try {
      const answer =
        ids.length === 1
          ? await callAction('wp-manga-delete-bookmark', { postID: ids[0], isMangaSingle: 0, nonce })
          : await callAction('wp-manga-delete-multi-bookmark', { bookmark: ids, nonce });
      if (!answer.success) throw new Error('refused');
      dispatch({ type: 'removed', ids });
      if (isEmptyList(answer.data)) {
        window.alert(plainText(answer.data.msg));
        onEmpty(answer.data.msg);
      }
    } catch {
      dispatch({ type: 'restored', ids });
      window.alert(errorText);
    } finally {
      running.current.delete(key);
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
    <form className="yomu-bookmarks" method="post" action={table.action}>
      <HiddenFields fields={table.hidden} />
      <table className="table list-bookmark">
        <thead>
          <tr>
            <th className="check-box">
              <input
                type="checkbox"
                id="wp-manga-bookmark-checkall"
                aria-label={table.selectAllLabel}
                checked={allChecked(state, shown)}
                onChange={(event) => dispatch({ type: 'check-all', checked: event.target.checked, ids: shown.map((row) => row.id) })}
              />
            </th>
            <th>{table.headings.manga}</th>
            <th className="bookmark-chapter">{table.headings.chapter}</th>
            <th>
              <span className="screen-reader-text">{table.headings.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id} id={`manga-item-${row.id}`} data-order={row.order} className={row.unread ? 'unread' : undefined} aria-busy={state.pending.includes(row.id) || undefined}>
              <td className="check-box">
                <input
                  type="checkbox"
                  className="bookmark-checkbox"
                  name="bookmark[]"
                  value={row.id}
                  aria-label={row.selectLabel}
                  checked={state.checked.includes(row.id)}
                  onChange={(event) => dispatch({ type: 'check', id: row.id, checked: event.target.checked })}
                />
              </td>
              <td className="bookmark-title">
                <span className="bookmark-cover">
                  <CoverImage cover={row.cover} />
                </span>
                <a href={row.title.href}>{row.title.text}</a>
                {row.unread && <Unread unread={row.unread} />}
              </td>
              <td className="bookmark-chapter">
                {row.chapter && <a href={row.chapter.href}>{row.chapter.text}</a>}
                {row.progress && <ProgressLine progress={row.progress} />}
              </td>
              <td className="action">
                <button
                  type="submit"
                  className="wp-manga-delete-bookmark"
                  name="delete_one"
                  value={row.id}
                  data-post-id={row.id}
                  onClick={(event) => {
                    event.preventDefault();
                    void remove([row.id]);
                  }}
                >
                  {row.deleteLabel}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="submit"
        id="delete-bookmark-manga"
        className="button"
        onClick={(event) => {
          event.preventDefault();
          void remove(checkedIds(state, shown));
        }}
      >
        {table.deleteSelected}
      </button>
    </form>
    )}
    </>
  );
}
