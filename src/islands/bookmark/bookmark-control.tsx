// The bookmark control (SPEC §4 "Bookmarks"): adds or deletes the bookmark through admin-ajax and shows the
// control the server answers (in the reader, a delete answers none: the add control is rebuilt at the reading position); dimmed while a call runs (aria-busy, account.css), one call of each kind at a time. A guest gets the login
// modal instead (yomu:require-login), and the account modals click the control again after sign-in.
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { BookmarkFailure } from '../../lib/api/bookmark';
import { type AjaxAnswer, callAction } from '../../lib/api/client';
import { noncesOf, SIGNED_IN_EVENT, signedInHere, signedInNonce } from '../../lib/session';
import { addAfterDelete, type ControlData, controlFromHtml, readingPosition } from './control';

interface Props {
  initial: ControlData;
  nonce: string;
  loggedIn: boolean;
  errorText: string;
  /** On the manga page (isMangaSingle=1); false in the reader. */
  mangaSingle: boolean;
  /** The add control's text, for the one rebuilt after a delete in the reader. */
  addLabel: string;
}

export function BookmarkControl({ initial, nonce, loggedIn, errorText, mangaSingle, addLabel }: Props) {
  const [control, setControl] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Not shown, but read in the same click that follows a sign-in: kept in a ref, updated synchronously. A sign-in
  // before the control came (it loads on the reader's first reach) is in the session already.
  const session = useRef(signedInHere() ? { loggedIn: true, nonce: signedInNonce('bookmark') ?? nonce } : { nonce, loggedIn });
  const running = useRef({ add: false, delete: false });

  useEffect(() => {
    const onSignedIn = (event: Event) => {
      session.current = { loggedIn: true, nonce: noncesOf(event).bookmark ?? session.current.nonce };
    };
    document.addEventListener(SIGNED_IN_EVENT, onSignedIn);
    return () => document.removeEventListener(SIGNED_IN_EVENT, onSignedIn);
  }, []);

  async function run(kind: 'add' | 'delete', request: () => Promise<AjaxAnswer<unknown, BookmarkFailure>>, otherwise: () => ControlData | null = () => null) {
    if (running.current[kind]) return;
    running.current[kind] = true;
    setBusy(true);
    try {
      const answer = await request();
      if (answer.success) {
        const next = typeof answer.data === 'string' ? controlFromHtml(answer.data) : otherwise();
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
    const { chapter, page } = readingPosition(data);
    void run('add', () => callAction('wp-manga-user-bookmark', { postID: data.post, chapter, page, nonce: session.current.nonce }));
  }

  function remove(event: MouseEvent, data: Extract<ControlData, { kind: 'delete' }>) {
    event.preventDefault();
    void run(
      'delete',
      () => callAction('wp-manga-delete-bookmark', { postID: data.postId, isMangaSingle: mangaSingle ? 1 : 0, nonce: session.current.nonce }),
      () => addAfterDelete(data, readingPosition({ chapter: '', page: '1' }), addLabel),
    );
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
