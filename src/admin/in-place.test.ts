import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendFormsInPlace } from './in-place';

/** The edit screen as the server prints it: the box, a notice, the forms after the post form. */
function screen(inside: string, notice = '', forms = '<form id="yomu-form-a" data-yomu-in-place="on" action="/wp-admin/admin-post.php" method="post"><input type="hidden" name="action" value="a"></form>'): string {
  return `<div id="wpbody-content">${notice}<div id="yomu-chapters" class="postbox"><div class="inside">${inside}</div></div></div><div id="yomu-admin-forms" hidden>${forms}</div>`;
}

function answer(html: string, { url = `${location.origin}/wp-admin/post.php?post=1&action=edit&yomu_chapter=2`, redirected = true, ok = true } = {}) {
  return { ok, redirected, url, text: () => Promise.resolve(`<!doctype html><html><body>${html}</body></html>`) } as unknown as Response;
}

/** Resolves when the box has been drawn again (the count on <html> moves on). */
function updated(): Promise<void> {
  const before = document.documentElement.dataset.yomuUpdated;
  return vi.waitFor(() => expect(document.documentElement.dataset.yomuUpdated).not.toBe(before));
}

beforeAll(() => {
  sendFormsInPlace({});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the box answers its forms in place', () => {
  it('replaces the box, its forms and the notice, gives the focus back to the button and reads the notice out', async () => {
    document.body.innerHTML = screen('<input id="name" name="name" form="yomu-form-a" value="Bölüm"><button type="submit" form="yomu-form-a" id="save">Kaydet</button>', '<div class="notice notice-success is-dismissible yomu-notice"><p>Eski</p></div>');
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(
      answer(screen('<input id="name" name="name" form="yomu-form-b" value="Bölüm 2"><button type="submit" form="yomu-form-b" id="save">Kaydet</button>', '<div class="notice notice-success is-dismissible yomu-notice" role="status"><p>Bölüm kaydedildi.</p></div>', '<form id="yomu-form-b" data-yomu-in-place="on"></form>')),
    );
    const done = updated();
    document.getElementById('save')?.click();
    await done;

    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toContain('/wp-admin/admin-post.php');
    expect((init?.body as FormData).get('name')).toBe('Bölüm');
    expect((document.getElementById('name') as HTMLInputElement).value).toBe('Bölüm 2');
    expect(document.querySelectorAll('.yomu-notice')).toHaveLength(1);
    expect(document.querySelector('#yomu-chapters .inside > .yomu-notice')?.className).toBe('notice notice-success inline yomu-notice');
    expect(document.querySelector('#yomu-admin-forms form')?.id).toBe('yomu-form-b');
    expect(document.activeElement?.id).toBe('save');
    expect(document.getElementById('yomu-box-live')?.textContent).toBe('Bölüm kaydedildi.');
    expect(document.documentElement.dataset.yomuUpdated).toBe('1');
    expect(location.search).toBe('?post=1&action=edit&yomu_chapter=2');
  });

  it('leaves a form another script stopped (a declined confirmation) unsent', () => {
    document.body.innerHTML = screen('<button type="submit" form="yomu-form-a" id="remove">Sil</button>');
    const fetch = vi.spyOn(window, 'fetch');
    document.addEventListener('submit', (event) => event.preventDefault(), { capture: true, once: true });
    document.getElementById('remove')?.click();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the chapter panel from its Edit link in place, pushes its address, and focuses its title', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    document.body.innerHTML = screen('<a id="edit" data-yomu-in-place="on" href="/wp-admin/post.php?post=1&action=edit&yomu_chapter=7#yomu-chapter-panel">Düzenle</a>');
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(answer(screen('<section id="yomu-chapter-panel"><h3 id="yomu-chapter-panel-title">Düzenleniyor: Bölüm 7</h3></section>')));
    const done = updated();
    document.getElementById('edit')?.click();
    await done;
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('yomu-chapter-panel-title'));
    expect(String(fetch.mock.calls[0][0])).toContain('yomu_chapter=7');
    expect(location.search).toBe('?post=1&action=edit&yomu_chapter=7');
    expect(location.hash).toBe('#yomu-chapter-panel');
  });

  it('draws the box again when an island asks, reads its message out and focuses the named control', async () => {
    document.body.innerHTML = screen('<table><tr><td>Bölüm 1</td></tr></table><h3 id="yomu-import-heading">İçe aktar</h3>');
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(answer(screen('<table><tr><td>Bölüm 1</td></tr><tr><td>Bölüm 2</td></tr></table><h3 id="yomu-import-heading">İçe aktar</h3>'), { redirected: false, url: location.href }));
    const done = updated();
    document.dispatchEvent(new CustomEvent('yomu:box-refresh', { detail: { message: 'İçe aktarma bitti.', focus: '#yomu-import-heading' } }));
    await done;
    expect(String(fetch.mock.calls[0][0])).toBe(location.href);
    expect(Array.from(document.querySelectorAll('#yomu-chapters td'), (cell) => cell.textContent)).toEqual(['Bölüm 1', 'Bölüm 2']);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('yomu-import-heading'));
    expect(document.getElementById('yomu-box-live')?.textContent).toBe('İçe aktarma bitti.');
  });

  it('shows a refusal page that is not the edit screen as the form would have', async () => {
    document.body.innerHTML = screen('<button type="submit" form="yomu-form-a" id="save">Kaydet</button>');
    vi.spyOn(window, 'fetch').mockResolvedValue(answer('<div class="wp-die-message">Bağlantının süresi doldu.</div>', { ok: false, redirected: false }));
    document.getElementById('save')?.click();
    await vi.waitFor(() => expect(document.querySelector('.wp-die-message')?.textContent).toBe('Bağlantının süresi doldu.'));
    expect(document.getElementById('yomu-chapters')).toBeNull();
  });
});
