// The comment form's title with the cancel-reply link (WordPress's markup: text, then <small><a>).
import type { MouseEvent } from 'react';

interface Props {
  text: string;
  replying: boolean;
  cancel: { href: string; label: string };
  onCancel: () => void;
}

export function ReplyTitle({ text, replying, cancel, onCancel }: Props) {
  const click = (event: MouseEvent) => {
    event.preventDefault();
    onCancel();
  };
  return (
    <>
      {`${text} `}
      <small>
        <a rel="nofollow" id="cancel-comment-reply-link" href={cancel.href} style={replying ? undefined : { display: 'none' }} onClick={click}>
          {cancel.label}
        </a>
      </small>
    </>
  );
}
