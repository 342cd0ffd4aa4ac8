import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';
import { Lightbox } from './lightbox';

const PAGE = `
  <ul class="yomu-gallery">
    <li><a class="yomu-lightbox-item" href="/red.jpg" data-lightbox-src="/red.jpg" data-lightbox-group="gallery-1" data-lightbox-caption="Kırmızı" data-lightbox-width="800" data-lightbox-height="600"><img src="/red-thumb.jpg" alt="red"></a></li>
    <li><a class="yomu-lightbox-item" href="/blue.jpg" data-lightbox-src="/blue.jpg" data-lightbox-group="gallery-1" data-lightbox-caption="Mavi"><img src="/blue-thumb.jpg" alt="blue"></a></li>
  </ul>
  <a class="yomu-lightbox-item" id="document" href="/print.css">CSS</a>
  <a class="yomu-video-lightbox" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-title="Fragman"><span>Fragman</span></a>`;

const state = () => document.documentElement.dataset.lightbox;
const caption = () => document.querySelector('.pswp .yomu-lightbox__caption')?.textContent;
/** PhotoSwipe ends its fade on a timer in jsdom (no transitions), a little after the fade's duration. */
const settled = (expected: string) => waitFor(() => expect(state()).toBe(expected), { timeout: 3000 });

beforeEach(() => {
  document.body.innerHTML = PAGE;
  // jsdom has no matchMedia; PhotoSwipe asks it about the pointer and reduced motion.
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }));
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { Close: 'Kapat', Next: 'Sonraki' } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.lightbox;
  delete window.yomuLightbox;
  delete window.yomuL10n;
});

describe('lightbox', () => {
  it('opens the clicked gallery image with its caption, no counter, and closes on Escape', async () => {
    const element = await mountIsland(mount, '', {}, 'lightbox');
    expect(state()).toBe('closed');
    expect(element.dataset.state).toBe('closed');
    await userEvent.click(screen.getByAltText('red'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.classList).toContain('pswp');
    expect(caption()).toBe('Kırmızı');
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeTruthy();
    expect(document.querySelector('.pswp__counter')).toBeNull();
    await settled('open');
    expect(element.dataset.state).toBe('open');

    await userEvent.keyboard('{Escape}');
    await settled('closed');
    expect(document.querySelector('.pswp')).toBeNull();
  });

  it('ignores moves during the opening fade, and moves once it is open', async () => {
    await mountIsland(mount, '', {}, 'lightbox');
    await userEvent.click(screen.getByAltText('red'));
    await screen.findByRole('dialog');
    expect(state()).toBe('closed');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(caption()).toBe('Kırmızı');
    await settled('open');
    expect(caption()).toBe('Kırmızı');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(caption()).toBe('Mavi'));
  });

  it('plays a YouTube link in the lightbox through youtube-nocookie', async () => {
    await mountIsland(mount, '', {}, 'lightbox');
    await userEvent.click(screen.getByText('Fragman'));
    const player = await waitFor(() => {
      const frame = document.querySelector<HTMLIFrameElement>('.pswp iframe.yomu-lightbox__player');
      expect(frame).not.toBeNull();
      return frame as HTMLIFrameElement;
    });
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player.title).toBe('Fragman');
  });

  it('leaves other files, modified clicks and other buttons to the browser', async () => {
    await mountIsland(mount, '', {}, 'lightbox');
    const link = document.getElementById('document') as HTMLElement;
    const image = screen.getByAltText('red');
    // fireEvent returns false when the lightbox took the click over (preventDefault).
    expect(fireEvent.click(link)).toBe(true);
    expect(fireEvent.click(image, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(image, { button: 1 })).toBe(true);
    expect(document.querySelector('.pswp')).toBeNull();
    // A plain click on another image opens it: had a click above opened the lightbox, this one would be refused
    // while that one opened, or would open a second overlay, or show the red image's caption.
    expect(fireEvent.click(screen.getByAltText('blue'))).toBe(false);
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('.pswp')).toHaveLength(1);
    expect(caption()).toBe('Mavi');
  });

  it('reads page-level overrides at each open', async () => {
    await mountIsland(mount, '', { counter: false }, 'lightbox');
    window.yomuLightbox = { counter: true, bgOpacity: 0.9 };
    await userEvent.click(screen.getByAltText('blue'));
    await screen.findByRole('dialog');
    // PhotoSwipe writes the counter through innerText, which jsdom only keeps as a plain property.
    expect((document.querySelector('.pswp__counter') as HTMLElement).innerText).toBe('2 / 2');
    expect(caption()).toBe('Mavi');
  });

  it('stops listening and closes PhotoSwipe when it leaves the page', async () => {
    const states: string[] = [];
    const { unmount } = render(<Lightbox settings={{}} onState={(next) => states.push(next)} />);
    await userEvent.click(screen.getByAltText('red'));
    await screen.findByRole('dialog');
    // Still fading in: PhotoSwipe would ignore a plain close now.
    expect(states).toEqual(['closed']);
    act(() => unmount());
    await waitFor(() => expect(document.querySelector('.pswp')).toBeNull(), { timeout: 3000 });
    expect(fireEvent.click(screen.getByAltText('red'))).toBe(true);
  });
});
