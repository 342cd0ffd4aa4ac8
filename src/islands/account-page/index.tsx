// Account page island (framework-free): check-all and bulk/row delete in the bookmarks table, and removing
// manga from the reading history. Without JavaScript the same forms post to admin-post.php.
import DOMPurify from 'dompurify';
import { postAction } from '../../lib/api/client';

interface Props {
  nonces: { bookmark: string; history: string };
  messages: { error: string };
}

interface EmptyAnswer {
  is_empty?: boolean;
  msg?: string;
}

function readProps(props: Record<string, unknown>): Props | null {
  const nonces = props.nonces as Record<string, unknown> | null;
  const messages = props.messages as Record<string, unknown> | null;
  if (!nonces || typeof nonces.bookmark !== 'string' || typeof nonces.history !== 'string') return null;
  if (!messages || typeof messages.error !== 'string') return null;
  return { nonces: { bookmark: nonces.bookmark, history: nonces.history }, messages: { error: messages.error } };
}

function showEmpty(panel: Element | null, html: string): void {
  panel?.replaceChildren(DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }));
}

export function mount(element: HTMLElement, given: Record<string, unknown>): void {
  const props = readProps(given);
  if (!props) return;
  const busy = new Set<string>();
  const panel = element.querySelector('.yomu-account__panel');

  async function deleteBookmarks(ids: string[], single: boolean): Promise<void> {
    const key = `bookmark:${ids.join(',')}`;
    if (ids.length === 0 || busy.has(key)) return;
    busy.add(key);
    const rows = ids.map((id) => element.querySelector<HTMLElement>(`#manga-item-${CSS.escape(id)}`)).filter((row): row is HTMLElement => !!row);
    rows.forEach((row) => (row.style.opacity = '0.5'));
    try {
      const answer = single
        ? await postAction<EmptyAnswer | null>('wp-manga-delete-bookmark', { postID: ids[0], isMangaSingle: 0, nonce: props!.nonces.bookmark })
        : await postAction<EmptyAnswer | null>('wp-manga-delete-multi-bookmark', { bookmark: ids, nonce: props!.nonces.bookmark });
      if (!answer.success) throw new Error('refused');
      rows.forEach((row) => row.remove());
      if (answer.data?.is_empty && answer.data.msg) {
        window.alert(new DOMParser().parseFromString(answer.data.msg, 'text/html').body.textContent ?? '');
        showEmpty(panel, answer.data.msg);
      }
    } catch {
      rows.forEach((row) => (row.style.opacity = ''));
      window.alert(props!.messages.error);
    } finally {
      busy.delete(key);
    }
  }

  async function removeHistory(id: string): Promise<void> {
    const item = element.querySelector<HTMLElement>(`#history-item-${CSS.escape(id)}`);
    if (!item || busy.has(`history:${id}`)) return;
    busy.add(`history:${id}`);
    item.style.opacity = '0.5';
    try {
      const answer = await postAction<EmptyAnswer | null>('manga-remove-history', { postID: id, nonce: props!.nonces.history });
      if (!answer.success) throw new Error('refused');
      item.remove();
      if (answer.data?.is_empty && answer.data.msg) showEmpty(panel, answer.data.msg);
    } catch {
      item.style.opacity = '';
    } finally {
      busy.delete(`history:${id}`);
    }
  }

  let uploading = false;
  async function uploadAvatar(form: HTMLFormElement): Promise<void> {
    const input = form.querySelector<HTMLInputElement>('#userAvatar');
    const file = input?.files?.[0];
    if (!file || uploading) return;
    uploading = true;
    form.setAttribute('aria-busy', 'true');
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    try {
      const answer = await postAction<string, { msg?: string }>('wp-manga-upload-avatar', { userAvatar: file, userID: field('userID'), _wpnonce: field('_wpnonce') });
      if (answer.success && typeof answer.data === 'string') {
        element.querySelector('.c-user-avatar')?.replaceChildren(DOMPurify.sanitize(answer.data, { RETURN_DOM_FRAGMENT: true }));
        form.reset();
        const name = form.querySelector('.file-name');
        if (name) name.textContent = '';
      } else if (!answer.success) {
        window.alert(answer.data?.msg ?? props!.messages.error);
      }
    } catch {
      window.alert(props!.messages.error);
    } finally {
      uploading = false;
      form.removeAttribute('aria-busy');
    }
  }

  element.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.id === 'wp-manga-upload-avatar-form') {
      event.preventDefault();
      void uploadAvatar(form);
    }
  });

  element.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (target.id === 'userAvatar') {
      const name = target.form?.querySelector('.file-name');
      if (name) name.textContent = target.files?.[0]?.name ?? '';
      return;
    }
    const boxes = [...element.querySelectorAll<HTMLInputElement>('.bookmark-checkbox')];
    const all = element.querySelector<HTMLInputElement>('#wp-manga-bookmark-checkall');
    if (target === all) boxes.forEach((box) => (box.checked = all.checked));
    else if (all && target.classList.contains('bookmark-checkbox')) all.checked = boxes.length > 0 && boxes.every((box) => box.checked);
  });

  element.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const rowDelete = target?.closest<HTMLElement>('.wp-manga-delete-bookmark[data-post-id]');
    const bulk = target?.closest('#delete-bookmark-manga');
    const history = target?.closest<HTMLElement>('.remove-manga-history[data-post-id]');
    if (rowDelete) {
      event.preventDefault();
      void deleteBookmarks([rowDelete.dataset.postId ?? ''], true);
    } else if (bulk) {
      event.preventDefault();
      const ids = [...element.querySelectorAll<HTMLInputElement>('.bookmark-checkbox:checked')].map((box) => box.value);
      void deleteBookmarks(ids, false);
    } else if (history) {
      event.preventDefault();
      void removeHistory(history.dataset.postId ?? '');
    }
  });
  element.dataset.mounted = 'true';
}
