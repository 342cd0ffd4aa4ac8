// The comment area (SPEC §4, §5). Without JavaScript the form posts to wp-comments-post.php and reply links
// reload the page with ?replytocom=. Here the server's area is kept as it is (a long thread is not re-created)
// and React holds the reply state: a reply link moves the form under the comment being answered
// (comment_parent, post id, the "Reply to" title, the cancel link shown), cancel puts it back, Ctrl/Cmd+Enter
// submits, and an empty comment is refused with the alert 'Comment cannot be empty'.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { __ } from '../../lib/i18n';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { type CommentForm, isEmptyComment, replyTargetOf, serverReply } from './comment-form';
import { ReplyTitle } from './reply-title';

interface Props {
  /** The island's server nodes (the comment area). */
  nodes: readonly Node[];
  parts: CommentForm;
  /** The form's title when it is not a reply. */
  title: string;
}

export function Comments({ nodes, parts, title }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [reply, setReply] = useState(() => serverReply(parts));
  // Marks where the form stood while it sits under a comment, as WordPress's comment-reply.js does.
  const [placeholder] = useState(() => Object.assign(document.createElement('div'), { id: 'wp-temp-form-div', hidden: true }));
  const [post] = useState(() => parts.post?.value ?? '');
  const acted = useRef(false);

  useAdoptedNodes(holder, nodes);
  // The title is drawn by ReplyTitle through a portal; the server's comes back if the island goes away.
  useLayoutEffect(() => {
    parts.titleNodes.forEach((node) => node.parentNode === parts.title && parts.title.removeChild(node));
    return () => parts.title.append(...parts.titleNodes);
  }, [parts]);

  useLayoutEffect(() => {
    const { respond, parent, textarea } = parts;
    const below = reply?.below ? document.getElementById(reply.below) : null;
    if (below) {
      if (!placeholder.isConnected) respond.before(placeholder);
      below.after(respond);
    } else if (!reply && placeholder.isConnected) {
      placeholder.replaceWith(respond);
    }
    parent.value = reply?.commentId ?? '0';
    if (parts.post) parts.post.value = reply?.postId ?? post;
    if (acted.current) textarea.focus();
  }, [parts, reply, placeholder, post]);

  // In a layout effect: a reply link clicked before the island came is given to it once it has committed (wake.ts).
  useLayoutEffect(() => {
    const area = holder.current;
    const { form, textarea } = parts;
    if (!area) return;
    // Our own check replaces the browser's, so the alert the spec names is shown.
    form.noValidate = true;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('.comment-reply-link') : null;
      const target = link && replyTargetOf(link, title);
      if (!target?.below || !document.getElementById(target.below)) return;
      event.preventDefault();
      acted.current = true;
      setReply(target);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!isEmptyComment(textarea.value)) return;
      event.preventDefault();
      window.alert(__('Comment cannot be empty'));
      textarea.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      form.requestSubmit();
    };
    area.addEventListener('click', onClick);
    form.addEventListener('submit', onSubmit);
    textarea.addEventListener('keydown', onKeyDown);
    return () => {
      form.noValidate = false;
      area.removeEventListener('click', onClick);
      form.removeEventListener('submit', onSubmit);
      textarea.removeEventListener('keydown', onKeyDown);
    };
  }, [parts, title]);

  const cancelReply = () => {
    acted.current = true;
    setReply(null);
  };

  return (
    <>
      <div ref={holder} style={{ display: 'contents' }} />
      {createPortal(<ReplyTitle text={reply?.title ?? title} replying={reply !== null} cancel={parts.cancel} onCancel={cancelReply} />, parts.title)}
    </>
  );
}

