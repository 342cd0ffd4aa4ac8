import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch, type StubbedCall } from '../../test-support/islands';
import { imageProps, imageReaderHtml, navigateAnswer, selectionHtml } from './server-html.fixture';
import { cleanPage, IMAGE_BODY, preparePage, mountAwake } from './test-page';

vi.mock('./dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dom')>()), goTo: vi.fn(), reload: vi.fn(), warm: vi.fn(() => Promise.resolve()) }));

const MANGA_KEY = '4-aaaa';
const SERVER_WARNING = `<div id="chapter-warning" class="chapter-warning alert alert-warning" role="region" aria-labelledby="chapter-warning-title" data-key="${MANGA_KEY}"><p id="chapter-warning-title" class="chapter-warning__title">Content warning</p><div class="chapter-warning__text"><p>Manga <em>uyarısı</em></p></div><p class="chapter-warning__actions"><a class="chapter-warning__continue" href="#chapter-warning">I understand, show the chapter</a></p></div>`;
const ok = () => document.documentElement.classList.contains('yomu-warning-ok');

/** The server page, with the manga's warning before the reading content when `warned`. */
function open(warned: boolean) {
  const html = imageReaderHtml({ page: 3 });
  return mountIsland(mountAwake, warned ? html.replace('<div class="read-container">', `<div class="read-container">${SERVER_WARNING}`) : html, imageProps({ page: 3 }) as unknown as Record<string, unknown>, 'reader');
}

/** In-place answers; bolum-2 carries `warning` (with handlers and a script the island must not keep). */
function answers(warning: { html: string; key: string } | null) {
  return (call: StubbedCall) => {
    if (call.fields.action === 'chapter_navigate_page') {
      const data = navigateAnswer(call.fields.chapter);
      return { success: true as const, data: warning ? { ...data, data: { ...data.data, warning: warning.html, warningKey: warning.key } } : data };
    }
    if (call.fields.action === 'manga_get_reading_nav') return selectionHtml(call.fields.chapter);
    return { success: true as const, data: null };
  };
}

beforeEach(() => {
  preparePage(IMAGE_BODY);
  localStorage.clear();
  document.documentElement.classList.remove('yomu-warning-ok');
});
afterEach(cleanPage);

describe('the content warning', () => {
  it('holds the content until the reader acknowledges it, then remembers the key and moves to the content', async () => {
    stubFetch(answers(null));
    await open(true);
    const region = screen.getByRole('region', { name: 'Content warning' });
    expect(region.querySelector('.chapter-warning__text')?.innerHTML).toBe('<p>Manga <em>uyarısı</em></p>');
    expect(region.nextElementSibling?.classList.contains('reading-content')).toBe(true);
    expect(ok()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'I understand, show the chapter' }));
    expect(screen.queryByRole('region', { name: 'Content warning' })).toBeNull();
    expect(ok()).toBe(true);
    expect(localStorage.getItem('yomu-warnings')).toBe(MANGA_KEY);
    expect(document.activeElement?.classList.contains('reading-content')).toBe(true);
  });

  it('stays away once acknowledged, and shows a new warning that comes with an in-place chapter, sanitized', async () => {
    localStorage.setItem('yomu-warnings', MANGA_KEY);
    stubFetch(answers({ html: '<p onclick="window.bad = 1">Bölüm <strong>uyarısı</strong></p><script>window.bad = 2</script>', key: '4-bbbb' }));
    await open(true);
    expect(screen.queryByRole('region', { name: 'Content warning' })).toBeNull();
    expect(ok()).toBe(true);

    await userEvent.keyboard('{ArrowRight}');
    const region = await screen.findByRole('region', { name: 'Content warning' });
    expect(region.querySelector('.chapter-warning__text')?.innerHTML).toBe('<p>Bölüm <strong>uyarısı</strong></p>');
    expect(ok()).toBe(false);
    // The focus moves in the effect after the warning's render (a busy machine can run the assertion in between).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I understand, show the chapter' })));
    await userEvent.click(screen.getByRole('button', { name: 'I understand, show the chapter' }));
    expect(localStorage.getItem('yomu-warnings')).toBe(`${MANGA_KEY} 4-bbbb`);
  });

  it('keeps an acknowledgement across an in-place turn to a chapter with the same warning', async () => {
    stubFetch(answers({ html: '<p>Manga <em>uyarısı</em></p>', key: MANGA_KEY }));
    await open(true);
    await userEvent.click(screen.getByRole('button', { name: 'I understand, show the chapter' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.getElementById('chapter-heading')?.textContent).toBe('Bölüm 2'));
    expect(screen.queryByRole('region', { name: 'Content warning' })).toBeNull();
    expect(ok()).toBe(true);
  });

  it('marks the chapter being read in the chapter selector, and the new one after an in-place turn', async () => {
    stubFetch(answers(null));
    await open(false);
    const current = () => Array.from(document.querySelectorAll('.wp-manga-nav.header .single-chapter-select ~ [role="listbox"] [aria-current="page"]'), (option) => option.getAttribute('data-value'));
    expect(current()).toEqual(['bolum-1']);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(current()).toEqual(['bolum-2']));
  });
});
