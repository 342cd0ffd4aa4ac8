import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignIn, forgetSignIn } from '../../lib/session';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { mount } from './index';
import { counterParts, totalsFromHtml } from './state';

const STARS = ['1 yıldız', '2 yıldız', '3 yıldız', '4 yıldız', '5 yıldız'];

// plugin Ratings\Control::html() for a reader who may vote (the island hides the submit button and sets the style
// through the DOM, both left out of the comparison).
const serverBlock = (canVote = true) =>
  '<div class="post-rating"><div class="post-rating__total"><span class="score font-meta total_votes" id="averagerate">3,5</span>' +
  '<span class="post-rating__stars" aria-hidden="true" style="--yomu-rating: 70%"></span>' +
  '<span class="post-rating__votes">Ortalama <bdi dir="ltr">3,5 / 5</bdi>, toplam 2 oy.</span><span id="countrate" hidden>2</span></div>' +
  (canVote
    ? '<form class="user-rating allow_vote" method="post" action="/wp-admin/admin-post.php"><fieldset class="rating-stars"><legend class="rating-stars__legend">Puanınız</legend>' +
      STARS.map((label, i) => `<label class="rating-star"><input type="radio" name="star" value="${i + 1}"><span class="rating-star__icon" aria-hidden="true"></span><span class="screen-reader-text">${label}</span></label>`).join('') +
      '</fieldset><input type="hidden" name="action" value="yomu_rating"><input type="hidden" name="postID" class="rating-post-id" value="12">' +
      '<input type="hidden" name="nonce" value="rn"><button type="submit" class="c-btn rating-submit">Puan ver</button><span class="rating-status" role="status"></span></form>'
    : '') +
  '</div>';

const props = (canVote = true, own = 0) => ({
  manga: 12,
  average: 3.5,
  averageText: '3,5',
  votes: 2,
  text: 'Ortalama 3,5 / 5, toplam 2 oy.',
  own,
  canVote,
  form: '/wp-admin/admin-post.php',
  nonce: 'rn',
  labels: { legend: 'Puanınız', stars: STARS, submit: 'Puan ver' },
  messages: { saved: 'Puanınız kaydedildi.', error: 'Puanınız kaydedilemedi.' },
});

/** plugin Ratings\Control::answer_html() after a vote. */
const answer = (average: string, votes: number, text: string, averageText = Number(average).toFixed(1).replace('.', ',')) => ({
  success: true,
  data: {
    rating_html: `<div class="post-total-rating allow_vote" data-average="${average}" data-votes="${votes}"><i class="ion-ios-star ratings_stars rating_current"></i><span class="score font-meta total_votes">${averageText}</span></div><div class="user-rating allow_vote"><span class="score font-meta total_votes">Puanınız</span></div><input type="hidden" class="rating-post-id" value="12">`,
    text,
  },
});

const setup = (canVote = true, own = 0, html = serverBlock(canVote)) => mountIsland(mount, html, props(canVote, own), 'rating');
const comparable = (html: string) => html.replace(/ style="[^"]*"/g, '').replace(' hidden="" type="submit"', ' type="submit"');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('rating island', () => {
  it('renders the server block: a named radio group of five stars', async () => {
    const element = await setup();
    expect(comparable(markupOf(element.querySelector('.island-root')!))).toBe(comparable(markupOf(serverBlock())));
    const group = screen.getByRole('group', { name: 'Puanınız' });
    expect([...group.querySelectorAll('input')].map((input) => screen.getByRole('radio', { name: STARS[Number(input.value) - 1] }))).toHaveLength(5);
    expect(element.querySelector<HTMLElement>('.post-rating__stars')!.style.getPropertyValue('--yomu-rating')).toBe('70%');
    expect(screen.getByRole('button', { hidden: true }).hidden).toBe(true);
  });

  it('saves a chosen star at once and shows the new average and the saved message', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => answer('4', 3, 'Ortalama 4,0 / 5, toplam 3 oy.'));
    const element = await setup();
    await user.click(screen.getByRole('radio', { name: '5 yıldız' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Puanınız kaydedildi.'));
    expect(calls.map((call) => call.fields)).toEqual([{ postID: '12', star: '5', nonce: 'rn', action: 'wp-manga-save-rating' }]);
    expect(element.querySelector('#averagerate')!.textContent).toBe('4,0');
    expect(element.querySelector('#countrate')!.textContent).toBe('3');
    expect(element.querySelector('.post-rating__votes')!.innerHTML).toBe('Ortalama <bdi dir="ltr">4,0 / 5</bdi>, toplam 3 oy.');
    expect(element.querySelector<HTMLElement>('.post-rating__stars')!.style.getPropertyValue('--yomu-rating')).toBe('80%');
    expect((screen.getByRole('radio', { name: '5 yıldız' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends one call at a time while the arrow keys move: the last star chosen is sent next', async () => {
    const user = userEvent.setup();
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const calls = stubFetch(() => answer('3', 3, 'Ortalama 3,0 / 5, toplam 3 oy.'));
    const fetch = globalThis.fetch;
    const waiting: Array<() => void> = [];
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => new Promise((resolve) => waiting.push(() => resolve(fetch(...args)))));
    const element = await setup();
    await user.click(screen.getByRole('radio', { name: '1 yıldız' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((screen.getByRole('radio', { name: '4 yıldız' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 yıldız' }));
    expect(element.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(waiting).toHaveLength(1);
    await act(async () => waiting.shift()!());
    await waitFor(() => expect(waiting).toHaveLength(1));
    await act(async () => waiting.shift()!());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Puanınız kaydedildi.'));
    expect(calls.map((call) => call.fields.star)).toEqual(['1', '4']);
  });

  it('says so when the vote is refused: a guest the site does not let vote (body 0), a bad nonce, an answer that is not JSON', async () => {
    const user = userEvent.setup();
    const answers = [{ status: 400, body: '0' }, { status: 403, body: JSON.stringify({ success: false, data: { code: 'invalid_nonce' } }) }];
    stubFetch(() => answers.shift() ?? { status: 200, body: '<html>' });
    const element = await setup();
    for (const name of ['3 yıldız', '4 yıldız', '5 yıldız']) {
      await user.click(screen.getByRole('radio', { name }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Puanınız kaydedilemedi.'));
      await waitFor(() => expect(element.querySelector('form')!.hasAttribute('aria-busy')).toBe(false));
    }
    expect(element.querySelector('#averagerate')!.textContent).toBe('3,5');
  });

  it('shows the reader’s own stars, and only the average to a visitor who may not vote', async () => {
    await setup(true, 2);
    expect((screen.getByRole('radio', { name: '2 yıldız' }) as HTMLInputElement).checked).toBe(true);
    document.body.innerHTML = '';
    const element = await setup(false);
    expect(element.querySelector('form, input')).toBeNull();
    expect(element.querySelector('#averagerate')!.textContent).toBe('3,5');
  });

  it('keeps and saves a star picked before the takeover, and votes with the signed-in nonce after a sign-in', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => answer('4', 3, 'Ortalama 4,0 / 5, toplam 3 oy.'));
    const element = document.createElement('div');
    element.innerHTML = serverBlock();
    document.body.append(element);
    const three = element.querySelector<HTMLInputElement>('input[value="3"]')!;
    three.checked = true;
    three.focus();
    await act(async () => mount(element, props()));
    expect((screen.getByRole('radio', { name: '3 yıldız' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 yıldız' }));
    await screen.findByText('Puanınız kaydedildi.');
    expect(calls.map((call) => [call.fields.star, call.fields.nonce])).toEqual([['3', 'rn']]);
    act(() => {
      document.dispatchEvent(new CustomEvent('yomu:signed-in', { detail: { nonces: { rating: 'fresh' } } }));
    });
    await user.click(screen.getByRole('radio', { name: '4 yıldız' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].fields.nonce).toBe('fresh');
  });

  it('votes with the nonce of a sign-in that came before the block', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => answer('4', 3, 'Ortalama 4,0 / 5, toplam 3 oy.'));
    announceSignIn({ rating: 'early' });
    try {
      await mountIsland(mount, serverBlock(), props(), 'rating');
      await user.click(screen.getByRole('radio', { name: '4 yıldız' }));
      await screen.findByText('Puanınız kaydedildi.');
      expect(calls[0].fields.nonce).toBe('early');
    } finally {
      forgetSignIn();
    }
  });

  it('leaves the server block alone when the props are not what the server sends', async () => {
    const element = await mountIsland(mount, serverBlock(), { ...props(), labels: { legend: 'x', stars: ['1'], submit: 'y' } }, 'rating');
    expect(element.querySelector('.island-root')).toBeNull();
    expect(markupOf(element)).toBe(markupOf(serverBlock()));
  });
});

describe('reading rating answers', () => {
  it('reads the average and vote count only, and refuses markup without them', () => {
    expect(totalsFromHtml(answer('4.5', 2, '').data.rating_html)).toEqual({ average: 4.5, averageText: '4,5', votes: 2 });
    expect(totalsFromHtml('<div class="post-total-rating" data-average="x" data-votes="2"><span class="score">1</span></div>')).toBeNull();
    expect(totalsFromHtml('<div class="post-total-rating" data-average="9" data-votes="1"><span class="score">9</span><img src=x onerror=alert(1)></div>')).toEqual({ average: 5, averageText: '9', votes: 1 });
    expect(totalsFromHtml('<p>0</p>')).toBeNull();
  });

  it('isolates "X / 5" in the vote line', () => {
    expect(counterParts('المتوسط 4.5 / 5 من 2 صوت.')).toEqual([
      { text: 'المتوسط ', counter: false },
      { text: '4.5 / 5', counter: true },
      { text: ' من 2 صوت.', counter: false },
    ]);
    expect(counterParts('Hiç oy yok')).toEqual([{ text: 'Hiç oy yok', counter: false }]);
  });
});
