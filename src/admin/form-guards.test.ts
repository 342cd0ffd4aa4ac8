import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardForms } from './form-guards';

/** Counts the submits that got past the guards (a later listener, as in-place.ts is). */
let passed = 0;

beforeAll(() => {
  guardForms();
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) passed += 1;
    event.preventDefault();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  passed = 0;
});

const form = (enctype = '') =>
  `<form class="yomu-form" ${enctype}><button id="remove" data-yomu-confirm="Bölüm silinsin mi?">Sil</button><button id="save" data-yomu-busy>Kaydet</button></form>`;

describe('form guards', () => {
  it('asks before a destructive button and sends nothing when the editor declines', () => {
    document.body.innerHTML = form();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    document.getElementById('remove')?.click();
    expect(confirm).toHaveBeenCalledWith('Bölüm silinsin mi?');
    expect(passed).toBe(0);
    confirm.mockReturnValue(true);
    document.getElementById('remove')?.click();
    expect(passed).toBe(1);
  });

  it('sends a form once, says the upload is on its way, and takes a new submit after a back/forward restore', () => {
    document.body.innerHTML = form('enctype="multipart/form-data"');
    const save = document.getElementById('save') as HTMLButtonElement;
    save.click();
    save.click();
    expect(passed).toBe(1);
    expect(save.textContent).toBe('Uploading…');
    expect(save.getAttribute('aria-busy')).toBe('true');
    window.dispatchEvent(new Event('pageshow'));
    save.click();
    expect(passed).toBe(2);
  });

  it('lets a download be asked for again: the screen stays as it was', () => {
    document.body.innerHTML = '<form class="yomu-form" data-yomu-in-place="file"><button id="zip">ZIP olarak indir</button></form>';
    document.getElementById('zip')?.click();
    document.getElementById('zip')?.click();
    expect(passed).toBe(2);
  });
});
