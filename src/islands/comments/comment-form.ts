// The parts of WordPress's comment form the island works with, and what a reply link asks for (SPEC §5: a
// reply link carries belowelement, commentid, respondelement, postid and replyto).

export interface CommentForm {
  respond: HTMLElement;
  form: HTMLFormElement;
  textarea: HTMLTextAreaElement;
  parent: HTMLInputElement;
  post: HTMLInputElement | null;
  /** h3#reply-title and its server content (text and the <small> with the cancel link). */
  title: HTMLElement;
  titleNodes: readonly Node[];
  cancel: { href: string; label: string };
}

export interface ReplyTarget {
  commentId: string;
  postId: string | null;
  /** The id of the element the form goes under; null when the server already printed the form in reply mode. */
  below: string | null;
  title: string;
}

export function findCommentForm(root: ParentNode): CommentForm | null {
  const respond = root.querySelector<HTMLElement>('#respond');
  const form = root.querySelector<HTMLFormElement>('#commentform');
  const textarea = form?.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
  const parent = form?.querySelector<HTMLInputElement>('#comment_parent');
  const title = respond?.querySelector<HTMLElement>('#reply-title');
  if (!respond || !form || !textarea || !parent || !title) return null;
  const cancel = title.querySelector<HTMLAnchorElement>('#cancel-comment-reply-link');
  return {
    respond,
    form,
    textarea,
    parent,
    post: form.querySelector<HTMLInputElement>('#comment_post_ID'),
    title,
    titleNodes: Array.from(title.childNodes),
    cancel: { href: cancel?.getAttribute('href') ?? '#respond', label: cancel?.textContent ?? '' },
  };
}

/** The title's own text, without the <small> holding the cancel link. */
export function titleText(title: HTMLElement): string {
  return Array.from(title.childNodes)
    .filter((node) => !(node instanceof Element && node.matches('small')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

export function replyTargetOf(link: HTMLElement, fallbackTitle: string): ReplyTarget | null {
  const { commentid, postid, belowelement, replyto } = link.dataset;
  if (!commentid || !belowelement) return null;
  return { commentId: commentid, postId: postid ?? null, below: belowelement, title: replyto ?? fallbackTitle };
}

/** The reply the server printed the form for (?replytocom=), if any. */
export function serverReply(parts: CommentForm): ReplyTarget | null {
  if (parts.parent.value === '' || parts.parent.value === '0') return null;
  return { commentId: parts.parent.value, postId: parts.post?.value ?? null, below: null, title: titleText(parts.title) };
}

export function isEmptyComment(value: string): boolean {
  return value.trim() === '';
}
