import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mountIsland } from '../../test-support/islands';
import { isEmptyComment } from './comment-form';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const area = ({ parent = '0', title = 'Leave a comment', cancelStyle = ' style="display:none;"' } = {}) => `
<section id="comments" class="comments-area yomu-comments">
  <div id="respond" class="comment-respond">
    <h3 id="reply-title" class="comment-reply-title">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="/manga/ay/#respond"${cancelStyle}>Yanıtı iptal et</a></small></h3>
    <form id="commentform" action="/wp-comments-post.php" method="post">
      <label for="comment">Yorum</label>
      <textarea id="comment" name="comment" required></textarea>
      <p class="form-submit"><input type="submit" id="submit" value="Gönder">
      <input type="hidden" name="comment_post_ID" id="comment_post_ID" value="7">
      <input type="hidden" name="comment_parent" id="comment_parent" value="${parent}"></p>
    </form>
  </div>
  <ol class="comment-list"><li id="comment-3"><article id="div-comment-3">Merhaba
    <a class="comment-reply-link" href="?replytocom=3#respond" data-commentid="3" data-postid="7" data-belowelement="div-comment-3" data-respondelement="respond" data-replyto="Reply to Ayşe">Yanıtla</a>
  </article></li>
  <li id="comment-4"><article id="div-comment-4">Eski
    <a class="comment-reply-link" href="?replytocom=4#respond" data-commentid="4" data-postid="7" data-belowelement="gone" data-replyto="Reply to Ali">Yanıtla</a>
  </article></li></ol>
</section>`;

const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
const titleText = () => document.getElementById('reply-title')!.firstChild!.textContent!.trim();
const cancel = () => document.getElementById('cancel-comment-reply-link')!;

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('comments island', () => {
  it('moves the form under the comment on reply and back on cancel', async () => {
    const element = await mountIsland(mount, area(), { title: 'Leave a comment' }, 'comments');
    expect(element.dataset.mounted).toBe('true');
    expect(cancel().style.display).toBe('none');
    expect(titleText()).toBe('Leave a comment');

    await userEvent.click(screen.getAllByRole('link', { name: 'Yanıtla' })[0]);
    expect(document.querySelector('#div-comment-3 + #respond')).not.toBeNull();
    expect(value('comment_parent')).toBe('3');
    expect(value('comment_post_ID')).toBe('7');
    expect(titleText()).toBe('Reply to Ayşe');
    expect(cancel().style.display).toBe('');
    expect(document.activeElement?.id).toBe('comment');

    await userEvent.click(screen.getByRole('link', { name: 'Yanıtı iptal et' }));
    expect(document.querySelector('#div-comment-3 + #respond')).toBeNull();
    expect(document.querySelector('#comments > #respond')).not.toBeNull();
    expect(document.getElementById('wp-temp-form-div')).toBeNull();
    expect(value('comment_parent')).toBe('0');
    expect(titleText()).toBe('Leave a comment');
    expect(cancel().style.display).toBe('none');
    expect(document.activeElement?.id).toBe('comment');
  });

  it('leaves a reply link whose comment is not on the page to the browser', async () => {
    await mountIsland(mount, area(), { title: 'Leave a comment' }, 'comments');
    const link = screen.getAllByRole('link', { name: 'Yanıtla' })[1];
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(value('comment_parent')).toBe('0');
  });

  it('cancels a reply the server printed (?replytocom=) in place', async () => {
    await mountIsland(mount, area({ parent: '3', title: 'Reply to Ayşe', cancelStyle: '' }), { title: 'Leave a comment' }, 'comments');
    expect(titleText()).toBe('Reply to Ayşe');
    expect(cancel().style.display).toBe('');
    await userEvent.click(screen.getByRole('link', { name: 'Yanıtı iptal et' }));
    expect(value('comment_parent')).toBe('0');
    expect(titleText()).toBe('Leave a comment');
    expect(cancel().style.display).toBe('none');
    expect(document.querySelector('#comments > #respond')).not.toBeNull();
  });

  it('refuses an empty comment with the alert and submits on Ctrl+Enter', async () => {
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Comment cannot be empty': 'Yorum boş olamaz' } };
    await mountIsland(mount, area(), { title: 'Leave a comment' }, 'comments');
    const form = document.getElementById('commentform') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const textarea = screen.getByRole('textbox', { name: 'Yorum' });

    await userEvent.type(textarea, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(window.alert).toHaveBeenCalledWith('Yorum boş olamaz');
    expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(textarea);

    await userEvent.type(textarea, 'Merhaba');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect((textarea as HTMLTextAreaElement).value).toBe('   Merhaba');
    delete window.yomuL10n;
  });

  it('keeps the focus and the caret of a reader who was already typing', async () => {
    const element = document.createElement('div');
    element.innerHTML = area();
    document.body.append(element);
    const textarea = element.querySelector('textarea')!;
    textarea.value = 'Yazıyorum';
    textarea.focus();
    textarea.setSelectionRange(3, 3);
    await act(async () => mount(element, { title: 'Leave a comment' }));
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe(3);
    expect(element.querySelector('#comments')?.parentElement?.parentElement?.className).toBe('island-root');
    act(() => unmountIsland(element));
    element.remove();
  });

  it('gives the title its server content back when the island goes away', async () => {
    const element = await mountIsland(mount, area(), { title: 'Leave a comment' }, 'comments');
    const title = element.querySelector('#reply-title')!;
    const server = new DOMParser().parseFromString(area(), 'text/html').getElementById('reply-title')!.innerHTML;
    act(() => unmountIsland(element));
    expect(title.innerHTML).toBe(server);
  });

  it('tells an empty comment from a written one', () => {
    expect(isEmptyComment(' \n ')).toBe(true);
    expect(isEmptyComment(' a ')).toBe(false);
  });
});
