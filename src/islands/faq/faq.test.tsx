import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

const FALLBACK =
  '<details class="yomu-faq__card"><summary class="yomu-faq__question">Ne zaman?</summary><div class="yomu-faq__answer"><p>Her cuma <a href="/takvim/">yeni bölüm</a>.</p>\n</div></details>' +
  '<details class="yomu-faq__card"><summary class="yomu-faq__question">Ücretsiz mi?</summary><div class="yomu-faq__answer"><p>Evet.</p></div></details>';

class FakeAnimation {
  onfinish: (() => void) | null = null;
  cancelled = false;
  constructor(
    readonly keyframes: unknown,
    readonly options: unknown,
  ) {}
  cancel() {
    this.cancelled = true;
  }
  finish() {
    act(() => this.onfinish?.());
  }
}

/** Web Animations for jsdom (which has none): records each animation; closed cards are 40 px, open ones 120 px. */
function stubAnimations(): FakeAnimation[] {
  const animations: FakeAnimation[] = [];
  HTMLElement.prototype.animate = function (keyframes: unknown, options: unknown) {
    const animation = new FakeAnimation(keyframes, options);
    animations.push(animation);
    return animation as unknown as Animation;
  } as typeof HTMLElement.prototype.animate;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const open = this instanceof HTMLDetailsElement && this.open;
    return { height: open ? 120 : 40 } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
  return animations;
}

const card = (name: string) => screen.getByText(name).closest('details') as HTMLDetailsElement;

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  vi.restoreAllMocks();
});

describe('faq', () => {
  it('renders the server cards again with the same markup, moving each answer’s own nodes into them', async () => {
    let serverParagraph: Element | null = null;
    const element = await mountIsland(
      (host) => {
        serverParagraph = host.querySelector('.yomu-faq__answer p');
        return mount(host);
      },
      FALLBACK,
      {},
      'faq',
    );
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelectorAll('.island-root > details.yomu-faq__card')).toHaveLength(2);
    expect(element.querySelectorAll('.island-root ~ *')).toHaveLength(0);
    expect(screen.getByText('Ücretsiz mi?').className).toBe('yomu-faq__question');
    expect(card('Ne zaman?').dataset.state).toBe('closed');
    expect(card('Ne zaman?').open).toBe(false);
    const answer = card('Ne zaman?').querySelector('.yomu-faq__answer');
    expect(answer?.textContent).toBe('Her cuma yeni bölüm.\n');
    expect(answer?.firstChild).toBe(serverParagraph);
    expect(screen.getByRole('link', { name: 'yeni bölüm' }).getAttribute('href')).toBe('/takvim/');
  });

  it('leaves cards it does not recognise alone', async () => {
    const element = await mountIsland(mount, '<details class="yomu-faq__card"><p>No summary</p></details>', {}, 'faq');
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('.island-root')).toBeNull();
  });

  it('opens and closes at once where the browser has no Web Animations', async () => {
    await mountIsland(mount, FALLBACK, {}, 'faq');
    const user = userEvent.setup();
    await user.click(screen.getByText('Ne zaman?'));
    expect(card('Ne zaman?').open).toBe(true);
    expect(card('Ne zaman?').dataset.state).toBe('open');
    await user.click(screen.getByText('Ne zaman?'));
    expect(card('Ne zaman?').open).toBe(false);
    expect(card('Ne zaman?').dataset.state).toBe('closed');
  });

  it('animates the height over 400 ms ease-out, open while expanding and closing, and reverses a click mid-way', async () => {
    const animations = stubAnimations();
    await mountIsland(mount, FALLBACK, {}, 'faq');
    const summary = screen.getByText('Ne zaman?');
    const details = card('Ne zaman?');

    // The animation starts within the click itself.
    act(() => summary.click());
    expect(animations).toHaveLength(1);
    expect(animations[0].options).toEqual({ duration: 400, easing: 'ease-out' });
    expect(animations[0].keyframes).toEqual({ height: ['40px', '120px'] });
    expect(details.dataset.state).toBe('expanding');
    expect(details.open).toBe(true);
    expect(details.style.overflow).toBe('hidden');
    act(() => animations[0].finish());
    expect(details.dataset.state).toBe('open');
    expect(details.style.overflow).toBe('');

    fireEvent.click(summary);
    expect(details.dataset.state).toBe('closing');
    expect(details.open).toBe(true);
    expect(animations[1].keyframes).toEqual({ height: ['120px', '40px'] });
    fireEvent.click(summary);
    expect(animations[1].cancelled).toBe(true);
    expect(details.dataset.state).toBe('expanding');
    // The cancelled animation finishing late changes nothing.
    act(() => animations[1].finish());
    expect(details.dataset.state).toBe('expanding');
    act(() => animations[2].finish());
    expect(details.dataset.state).toBe('open');

    fireEvent.click(summary);
    act(() => animations[3].finish());
    expect(details.dataset.state).toBe('closed');
    expect(details.open).toBe(false);
    expect(card('Ücretsiz mi?').dataset.state).toBe('closed');
  });

  it('starts open when the reader opened the card before the island loaded, and keeps the focus on its summary', async () => {
    const host = await mountIsland(
      (element) => {
        const first = element.querySelector('details') as HTMLDetailsElement;
        first.open = true;
        (first.querySelector('summary') as HTMLElement).tabIndex = 0;
        (first.querySelector('summary') as HTMLElement).focus();
        return mount(element);
      },
      FALLBACK,
      {},
      'faq',
    );
    expect(host.dataset.mounted).toBe('true');
    expect(card('Ne zaman?').dataset.state).toBe('open');
    expect(card('Ne zaman?').open).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Ne zaman?'));
  });

  it('follows the browser when it opens a card by itself (find in page)', async () => {
    const animations = stubAnimations();
    await mountIsland(mount, FALLBACK, {}, 'faq');
    const details = card('Ücretsiz mi?');
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(details.dataset.state).toBe('open');
    fireEvent.click(screen.getByText('Ücretsiz mi?'));
    expect(details.dataset.state).toBe('closing');
    expect(animations).toHaveLength(1);
  });
});
