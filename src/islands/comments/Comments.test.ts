import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEmptyComment, mount } from './index';

const html = `
<section id="comments">
  <div id="respond">
    <h3 id="reply-title">Leave a comment <small><a id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>
    <form id="commentform" action="/wp-comments-post.php" method="post">
      <textarea id="comment" name="comment" required></textarea>
      <input type="submit" id="submit">
      <input type="hidden" name="comment_post_ID" id="comment_post_ID" value="7">
      <input type="hidden" name="comment_parent" id="comment_parent" value="0">
    </form>
  </div>
  <ol class="comment-list"><li id="comment-3"><article id="div-comment-3">Hi
    <a class="comment-reply-link" href="?replytocom=3#respond" data-commentid="3" data-postid="7" data-belowelement="div-comment-3" data-respondelement="respond" data-replyto="Reply to Ayşe">Reply</a>
  </article></li></ol>
</section>`;

function setup(): HTMLElement {
  document.body.innerHTML = `<div id="island">${html}</div>`;
  const element = document.getElementById('island') as HTMLElement;
  mount(element, { title: 'Leave a comment' });
  return element;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('comments island', () => {
  it('moves the form under the comment on reply and back on cancel', () => {
    const element = setup();
    element.querySelector<HTMLElement>('.comment-reply-link')?.click();
    expect(document.querySelector('#div-comment-3 + #respond')).not.toBeNull();
    expect((document.getElementById('comment_parent') as HTMLInputElement).value).toBe('3');
    expect(document.getElementById('reply-title')?.textContent).toContain('Reply to Ayşe');
    expect(document.getElementById('cancel-comment-reply-link')?.style.display).toBe('');

    document.getElementById('cancel-comment-reply-link')?.click();
    expect(document.querySelector('#div-comment-3 + #respond')).toBeNull();
    expect(document.querySelector('#comments > #respond')).not.toBeNull();
    expect((document.getElementById('comment_parent') as HTMLInputElement).value).toBe('0');
    expect(document.getElementById('reply-title')?.firstChild?.textContent?.trim()).toBe('Leave a comment');
    expect(document.getElementById('cancel-comment-reply-link')?.style.display).toBe('none');
  });

  it('blocks an empty comment with the alert and submits on Ctrl+Enter', () => {
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const form = document.getElementById('commentform') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const textarea = document.getElementById('comment') as HTMLTextAreaElement;
    textarea.value = '  ';
    form.requestSubmit();
    expect(alert).toHaveBeenCalledWith('Comment cannot be empty');

    form.addEventListener('submit', submitted);
    textarea.value = 'Merhaba';
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(isEmptyComment(' \n ')).toBe(true);
  });
});
