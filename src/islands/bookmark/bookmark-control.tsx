// The bookmark control (SPEC §4 "Bookmarks"): adds or deletes the bookmark through admin-ajax and shows the
// control the server answers; dimmed while a call runs (aria-busy, account.css), one call of each kind at a time. A guest gets the login
// modal instead (yomu:require-login), and the account modals click the control again after sign-in.
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { BookmarkFailure } from '../../lib/api/bookmark';
import { type AjaxAnswer, callAction } from '../../lib/api/client';
import { type ControlData, controlFromHtml } from './control';

interface Props {
  initial: ControlData;
  nonce: string;
  loggedIn: boolean;
  errorText: string;
}

export function BookmarkControl({ initial, nonce, loggedIn, errorText }: Props) {
  const [control, setControl] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Not shown, but read in the same click that follows a sign-in: kept in a ref, updated synchronously.
  const session = useRef({ nonce, loggedIn });
  const running = useRef({ add: false, delete: false });

  useEffect(() => {
    const onSignedIn = (event: Event) => {
      const nonces = (event as CustomEvent<{ nonces?: { bookmark?: string } } | null>).detail?.nonces;
      session.current = { loggedIn: true, nonce: nonces?.bookmark ?? session.current.nonce };
    };
    document.addEventListener('yomu:signed-in', onSignedIn);
    return () => document.removeEventListener('yomu:signed-in', onSignedIn);
  }, []);

  async function run(kind: 'add' | 'delete', request: () => Promise<AjaxAnswer<unknown, BookmarkFailure>>) {
    if (running.current[kind]) return;
    running.current[kind] = true;
    setBusy(true);
    try {
      const answer = await request();
      if (answer.success) {
        const next = typeof answer.data === 'string' ? controlFromHtml(answer.data) : null;
        if (next) setControl(next);
      } else if (answer.data?.code !== 'login_error') {
        window.alert(answer.data?.code || errorText);
      }
    } catch {
      window.alert(errorText);
    } finally {
      running.current[kind] = false;
      setBusy(false);
    }
  }

  function add(event: MouseEvent, data: Extract<ControlData, { kind: 'add' }>) {
    event.preventDefault();
    if (!session.current.loggedIn) {
      document.dispatchEvent(new CustomEvent('yomu:require-login', { detail: { bookmarking: true } }));
      return;
    }
    // The reader moves between chapters in place and keeps the current one here.
    const current = document.querySelector<HTMLInputElement>('#wp-manga-current-chap')?.value;
    void run('add', () => callAction('wp-manga-user-bookmark', { postID: data.post, chapter: current || data.chapter, page: data.page, nonce: session.current.nonce }));
  }

  function remove(event: MouseEvent, data: Extract<ControlData, { kind: 'delete' }>) {
    event.preventDefault();
    // isMangaSingle 1 makes the server answer the control's HTML, which the reader's control needs as well.
    void run('delete', () => callAction('wp-manga-delete-bookmark', { postID: data.postId, isMangaSingle: 1, nonce: session.current.nonce }));
  }

  const content = (
    <>
      <span className="bookmark-icon" aria-hidden="true">
        {control.icon}
      </span>
      <span className="action_detail">{control.label}</span>
    </>
  );
  return (
    <div className="add-bookmark" aria-busy={busy || undefined}>
      <div className="action_icon">
        {control.kind === 'add' ? (
          <a
            href={control.href}
            className="wp-manga-action-button"
            data-action="bookmark"
            data-post={control.post}
            data-chapter={control.chapter}
            data-page={control.page}
            title={control.title}
            onClick={(event) => add(event, control)}
          >
            {content}
          </a>
        ) : (
          <a
            href={control.href}
            className="wp-manga-action-button wp-manga-delete-bookmark"
            data-action="delete-bookmark"
            data-post-id={control.postId}
            title={control.title}
            onClick={(event) => remove(event, control)}
          >
            {content}
          </a>
        )}
      </div>
    </div>
  );
}
