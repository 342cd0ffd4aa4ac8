import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

const FALLBACK =
  '<div class="yomu-recipe"><h2 class="yomu-recipe__title">Miso çorbası</h2>' +
  '<div class="yomu-recipe__summary"><p>Hızlı bir <img src="/miso.jpg" alt="çorba"></p>\n</div>' +
  '<dl class="yomu-recipe__facts"><div><dt>Hazırlık</dt><dd>5 dk</dd></div></dl>' +
  '<h3 class="yomu-recipe__heading">Malzemeler</h3><ul class="yomu-recipe__ingredients">' +
  '<li><label><input type="checkbox" class="yomu-recipe__tick"> <span>Tofu</span></label></li>' +
  '<li><label><input type="checkbox" class="yomu-recipe__tick"> <span>Miso</span></label></li>' +
  '<li><label><input type="checkbox" class="yomu-recipe__tick"> <span>Dashi</span></label></li></ul>' +
  '<h3 class="yomu-recipe__heading">Yapılışı</h3><ol class="yomu-recipe__steps"><li>Dashiyi ısıtın</li><li>Misoyu ekleyin</li></ol>' +
  '<div class="yomu-recipe__notes"><h3 class="yomu-recipe__heading">Notlar</h3><p>Kaynatmayın.</p>\n</div></div>';

/** Whether the island's recipe is the server's markup (attributes in any order) plus its print button. */
function sameAsServer(element: Element): boolean {
  const copy = element.querySelector('.yomu-recipe')?.cloneNode(true) as HTMLElement;
  copy.querySelector('.yomu-recipe__actions')?.remove();
  const server = document.createElement('div');
  server.innerHTML = FALLBACK;
  return copy.isEqualNode(server.firstChild);
}

beforeEach(() => {
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Print recipe': 'Tarifi yazdır' } };
});

afterEach(() => {
  delete window.yomuL10n;
  vi.restoreAllMocks();
});

describe('recipe-print', () => {
  it('renders the server recipe again, unchanged, keeping its rich nodes, and adds the print button', async () => {
    let image: Element | null = null;
    const element = await mountIsland(
      (host, props) => {
        image = host.querySelector('img');
        return mount(host, props);
      },
      FALLBACK,
      { stylesheet: '' },
      'recipe-print',
    );
    expect(element.dataset.mounted).toBe('true');
    expect(sameAsServer(element)).toBe(true);
    expect(element.querySelector('.yomu-recipe__summary img')).toBe(image);
    const button = screen.getByRole('button', { name: 'Tarifi yazdır' });
    expect(button.closest('p')?.className).toBe('yomu-recipe__actions no-print');
  });

  it('keeps ticks made before the island loaded, and the focus on the ticked box', async () => {
    await mountIsland(
      (host, props) => {
        const box = host.querySelectorAll('input')[1];
        box.checked = true;
        box.focus();
        return mount(host, props);
      },
      FALLBACK,
      {},
      'recipe-print',
    );
    const miso = screen.getByRole('checkbox', { name: 'Miso' });
    expect(miso).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(miso);
  });

  it('prints the recipe with the ingredients the reader ticked', async () => {
    const child = { document: document.implementation.createHTMLDocument(''), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(child as unknown as Window);
    await mountIsland(mount, FALLBACK, { stylesheet: 'https://example.com/print.css' }, 'recipe-print');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'Miso' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dashi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dashi' }));
    expect(screen.getByRole('checkbox', { name: 'Miso' })).toHaveProperty('checked', true);
    // Testing Library's async helpers wait on real timers, so the clock is faked only for the print delay.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Tarifi yazdır' }));
    const printed = child.document;
    expect(printed.title).toBe('Miso çorbası');
    expect(printed.body.textContent).toContain('Dashiyi ısıtın');
    expect(printed.body.textContent).toContain('Kaynatmayın.');
    expect([...printed.querySelectorAll('input')].map((box) => box.checked)).toEqual([false, true, false]);
    expect(printed.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('https://example.com/print.css');
    vi.advanceTimersByTime(500);
    expect(child.print).toHaveBeenCalled();
    expect(child.close).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
