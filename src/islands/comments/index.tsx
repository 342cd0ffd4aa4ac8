// Comment form island (framework-free). Without it the form still posts to wp-comments-post.php and reply
// links reload the page with ?replytocom=. With it: a reply link moves the form under the comment being
// answered (comment_parent, post id, the "Reply to" title, the cancel link shown), cancel puts it back,
// Ctrl/Cmd+Enter submits, and an empty comment is refused with the alert 'Comment cannot be empty'.
import { __ } from '../../lib/i18n';

interface Parts {
  respond: HTMLElement;
  form: HTMLFormElement;
  textarea: HTMLTextAreaElement;
  parent: HTMLInputElement;
  post: HTMLInputElement | null;
  title: HTMLElement | null;
  cancel: HTMLElement | null;
}

function find(element: HTMLElement): Parts | null {
  const respond = element.querySelector<HTMLElement>('#respond');
  const form = element.querySelector<HTMLFormElement>('#commentform');
  const textarea = form?.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
  const parent = form?.querySelector<HTMLInputElement>('#comment_parent');
  if (!respond || !form || !textarea || !parent) return null;
  return {
    respond,
    form,
    textarea,
    parent,
    post: form.querySelector<HTMLInputElement>('#comment_post_ID'),
    title: respond.querySelector<HTMLElement>('#reply-title'),
    cancel: respond.querySelector<HTMLElement>('#cancel-comment-reply-link'),
  };
}

/** Replaces the title's text (everything but the <small> holding the cancel link). */
function setTitle(title: HTMLElement | null, text: string): void {
  if (!title) return;
  const small = title.querySelector('small');
  title.replaceChildren(document.createTextNode(`${text} `));
  if (small) title.append(small);
}

export function isEmptyComment(value: string): boolean {
  return value.trim() === '';
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const parts = find(element);
  if (!parts) return;
  const { respond, form, textarea, parent, post, title, cancel } = parts;
  const originalTitle = typeof props.title === 'string' ? props.title : (title?.firstChild?.textContent ?? '').trim();
  const originalPost = post?.value ?? '';
  const placeholder = document.createElement('div');
  placeholder.id = 'wp-temp-form-div';
  placeholder.hidden = true;

  // Our own check replaces the browser's, so the alert the spec names is shown.
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    if (!isEmptyComment(textarea.value)) return;
    event.preventDefault();
    window.alert(__('Comment cannot be empty'));
    textarea.focus();
  });

  textarea.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    form.requestSubmit();
  });

  function reply(link: HTMLElement): void {
    const below = document.getElementById(link.dataset.belowelement ?? '');
    if (!below) return;
    if (!placeholder.isConnected) respond.before(placeholder);
    below.after(respond);
    parent.value = link.dataset.commentid ?? '0';
    if (post && link.dataset.postid) post.value = link.dataset.postid;
    setTitle(title, link.dataset.replyto ?? originalTitle);
    if (cancel) cancel.style.display = '';
    textarea.focus();
  }

  function cancelReply(): void {
    parent.value = '0';
    if (post) post.value = originalPost;
    setTitle(title, originalTitle);
    if (cancel) cancel.style.display = 'none';
    if (placeholder.isConnected) placeholder.replaceWith(respond);
    textarea.focus();
  }

  element.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const replyLink = target?.closest<HTMLElement>('.comment-reply-link');
    if (replyLink && replyLink.dataset.belowelement) {
      event.preventDefault();
      reply(replyLink);
      return;
    }
    if (target?.closest('#cancel-comment-reply-link')) {
      event.preventDefault();
      cancelReply();
    }
  });
  element.dataset.mounted = 'true';
}
