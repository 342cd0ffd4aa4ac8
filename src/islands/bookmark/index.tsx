// Bookmark control island (framework-free): adds and deletes the bookmark through admin-ajax and swaps in the
// server's control. Guests get the login modal (bookmarking = 1) and the bookmark runs again after sign-in.
import DOMPurify from 'dompurify';
import { postAction } from '../../lib/api/client';

interface Props {
  nonce: string;
  loggedIn: boolean;
  isMangaSingle: number;
  messages: { error: string };
}

function readProps(props: Record<string, unknown>): Props | null {
  const messages = props.messages as { error?: unknown } | null;
  if (typeof props.nonce !== 'string' || !messages || typeof messages.error !== 'string') return null;
  return { nonce: props.nonce, loggedIn: props.loggedIn === true, isMangaSingle: Number(props.isMangaSingle), messages: { error: messages.error } };
}

function failure(data: unknown, messages: Props['messages']): void {
  const code = data && typeof data === 'object' && 'code' in data ? String((data as { code: unknown }).code) : '';
  if (code === 'login_error') return;
  window.alert(code || messages.error);
}

export function mount(element: HTMLElement, given: Record<string, unknown>): void {
  const props = readProps(given);
  if (!props) return;
  const messages = props.messages;
  const state = { nonce: props.nonce, loggedIn: props.loggedIn, adding: false, deleting: false };

  document.addEventListener('yomu:signed-in', (event) => {
    const nonces = (event as CustomEvent<{ nonces?: Record<string, string> }>).detail?.nonces;
    state.loggedIn = true;
    if (nonces?.bookmark) state.nonce = nonces.bookmark;
  });

  const swap = (html: string) => {
    element.replaceChildren(DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }));
  };

  async function run(action: string, fields: Record<string, string | number>, flag: 'adding' | 'deleting'): Promise<void> {
    if (state[flag]) return;
    state[flag] = true;
    element.style.opacity = '0.5';
    element.setAttribute('aria-busy', 'true');
    try {
      const answer = await postAction<unknown>(action, { ...fields, nonce: state.nonce });
      if (answer.success && typeof answer.data === 'string') swap(answer.data);
      else if (!answer.success) failure(answer.data, messages);
    } catch {
      window.alert(messages.error);
    } finally {
      state[flag] = false;
      element.style.opacity = '';
      element.removeAttribute('aria-busy');
    }
  }

  element.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const add = target?.closest<HTMLElement>('[data-action="bookmark"]');
    const remove = target?.closest<HTMLElement>('.wp-manga-delete-bookmark');
    if (!add && !remove) return;
    event.preventDefault();
    if (add) {
      if (!state.loggedIn) {
        document.dispatchEvent(new CustomEvent('yomu:require-login', { detail: { bookmarking: true } }));
        return;
      }
      const current = document.querySelector<HTMLInputElement>('#wp-manga-current-chap');
      void run('wp-manga-user-bookmark', { postID: add.dataset.post ?? '', chapter: current?.value || add.dataset.chapter || '', page: add.dataset.page ?? '1' }, 'adding');
    } else if (remove) {
      void run('wp-manga-delete-bookmark', { postID: remove.dataset.postId ?? '', isMangaSingle: 1 }, 'deleting');
    }
  });
  element.dataset.mounted = 'true';
}
