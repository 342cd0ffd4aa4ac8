// The reader's navigation bar keeps Chapter Coin's classes the server printed (plugin Reader\Selectors and
// NavBar): the chapter options' premium / free-chap classes and a locked neighbour's classes on Prev / Next, so
// userscripts and styles keyed on them keep working once the island has drawn the bar.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';
import { edgeLink, parseNav } from './server-markup';

const server =
  '<div class="wp-manga-nav header" data-position="header"><div class="select-view"><div class="chapter-selection chapters_selectbox_holder" data-manga="7" data-chapter="bolum-1" data-vol="0" data-type="manga" data-style="list">' +
  '<div class="c-selectpicker selectpicker_chapter" for="volume-id-0"><label><span class="screen-reader-text">Bölüm</span><select class="selectpicker single-chapter-select">' +
  '<option value="bolum-1" class="free-chap data-chapter-11" data-redirect="/manga/x/bolum-1/" selected>Bölüm 1</option>' +
  '<option value="bolum-2" class="premium coin-5 data-chapter-12 premium-block" data-redirect="/manga/x/bolum-2/">Bölüm 2</option>' +
  '</select></label></div></div></div><div class="select-pagination"><nav class="nav-links" aria-label="top">' +
  '<div class="nav-next premium coin-5 data-chapter-12 premium-block"><a data-order="0" class="btn next_page" rel="next" href="/manga/x/bolum-2/">Sonraki</a></div></nav></div></div>';

describe('premium marks in the reader bar', () => {
  it('reads them from the server bar and draws them again', () => {
    const holder = document.createElement('div');
    holder.innerHTML = server;
    const nav = parseNav(holder.firstElementChild, '/manga/x/')!;
    expect(nav.buttons.next).toEqual({ url: '/manga/x/bolum-2/', navigation: '', premium: 'premium coin-5 data-chapter-12 premium-block' });
    const { container } = render(<NavBar nav={nav} position="header" loading={false} onPick={() => {}} onButton={() => {}} />);
    const options = container.querySelectorAll('[role="option"]');
    expect(options[0].className).toBe('free-chap data-chapter-11');
    expect(options[1].className).toBe('premium coin-5 data-chapter-12 premium-block');
    expect(options[1].getAttribute('data-redirect')).toBe('/manga/x/bolum-2/');
    expect(container.querySelector('.nav-next')!.className).toBe('nav-next premium coin-5 data-chapter-12 premium-block');
  });

  it('keeps a locked edge’s classes from the JSON and ignores other classes', () => {
    expect(edgeLink({ url: '/manga/x/bolum-2/', navigation: '', premium: 'premium coin-5 data-chapter-12 premium-block' })?.premium).toBe('premium coin-5 data-chapter-12 premium-block');
    expect(edgeLink({ url: '/manga/x/bolum-2/', navigation: '', premium: 'evil" onclick' })).toEqual({ url: '/manga/x/bolum-2/', navigation: '' });
  });
});
