import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAPTER_UPLOADED_EVENT } from '../../lib/api/upload';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';
import { goTo } from './navigate';

vi.mock('./navigate', () => ({ goTo: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** XMLHttpRequest as postWithProgress uses it: the test reports upload progress and answers. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => void this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })));
  }
  async answer(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    await act(async () => void this.dispatchEvent(new Event('load')));
  }
  async fail() {
    await act(async () => void this.dispatchEvent(new Event('error')));
  }
}

const tail = (label: string) =>
  `<progress class="yomu-upload__progress" max="100" value="0" hidden></progress><p class="yomu-upload__status" role="status" aria-live="polite"></p><p><button type="submit" class="button yomu-upload__submit">${label}</button></p></form>`;

const uploadForm = `<section id="yomu-chapter-upload" class="yomu-upload container"><h2 id="yomu-upload-title">Bölüm yükle</h2>
<form class="yomu-upload__form" method="post" enctype="multipart/form-data" action="/wp-admin/admin-post.php">
<input type="hidden" name="action" value="yomu_front_chapter_create"><input type="hidden" name="_yomu_front_nonce" value="n0nce"><input type="hidden" name="manga_id" value="7">
<fieldset class="yomu-upload__kind"><legend>Bölüm türü</legend><label><input type="radio" name="chapter_kind" value="images" checked> Görseller</label> <label><input type="radio" name="chapter_kind" value="text"> Metin</label></fieldset>
<p><label for="yomu-name">Bölüm adı</label><input type="text" id="yomu-name" name="chapter_name" value="" required></p>
<div class="yomu-upload__images" data-kind="images"><p class="yomu-upload__file"><label for="yomu-images">Sayfa görselleri</label><input type="file" id="yomu-images" name="yomu_images[]" multiple></p></div>
<p class="yomu-upload__text" data-kind="text"><label for="yomu-text">Bölüm metni</label><textarea id="yomu-text" name="yomu_text"></textarea></p>
<p class="yomu-upload__file"><label for="yomu-thumbnail">Bölüm küçük resmi</label><input type="file" id="yomu-thumbnail" name="chapter-thumbnail"></p>
${tail('Bölümü yükle')}</section>`;

const editForm = `<details id="yomu-chapter-edit" class="yomu-upload yomu-upload--edit container" open><summary>Bölümü düzenle</summary>
<form class="yomu-upload__form" method="post" enctype="multipart/form-data" action="/wp-admin/admin-post.php">
<input type="hidden" name="action" value="yomu_front_chapter_update"><input type="hidden" name="_yomu_front_nonce" value="n0nce"><input type="hidden" name="chapter_id" value="12">
<p><label for="yomu-edit-name">Bölüm adı</label><input type="text" id="yomu-edit-name" name="chapter_name" value="Bölüm 1" required></p>
<p class="yomu-upload__file"><label for="yomu-edit-thumbnail">Yeni küçük resim</label><input type="file" id="yomu-edit-thumbnail" name="chapter-thumbnail"></p>
${tail('Bölümü kaydet')}</details>`;

const png = () => new File(['png'], 'kapak.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Uploading…': 'Yükleniyor…', 'Read the new chapter': 'Yeni bölümü oku', 'The chapter could not be saved.': 'Bölüm kaydedilemedi.' } };
});

afterEach(() => {
  delete window.yomuL10n;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('chapter upload island', () => {
  it('keeps the server form and shows only the fields of the chosen kind', async () => {
    const element = await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelectorAll('form')).toHaveLength(1);
    expect(element.querySelectorAll('.yomu-upload__status, .yomu-upload__progress, button[type="submit"]')).toHaveLength(3);
    const images = document.querySelector<HTMLElement>('[data-kind="images"]')!;
    const text = document.querySelector<HTMLElement>('[data-kind="text"]')!;
    expect([images.hidden, text.hidden]).toEqual([false, true]);
    await userEvent.click(screen.getByRole('radio', { name: 'Metin' }));
    expect([images.hidden, text.hidden]).toEqual([true, false]);
    await userEvent.click(screen.getByRole('radio', { name: 'Görseller' }));
    expect([images.hidden, text.hidden]).toEqual([false, true]);
  });

  it('uploads with progress, then shows the result with a link, empties the form and tells the chapter list', async () => {
    const uploaded = vi.fn();
    document.addEventListener(CHAPTER_UPLOADED_EVENT, uploaded);
    await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    await userEvent.type(screen.getByLabelText('Bölüm adı'), 'Bölüm 5');
    await userEvent.type(screen.getByLabelText('Bölüm metni'), 'görünmeyen metin');
    await userEvent.upload(screen.getByLabelText('Sayfa görselleri'), [png()]);
    await userEvent.upload(screen.getByLabelText('Bölüm küçük resmi'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Bölümü yükle' }));

    const request = FakeXhr.sent[0];
    expect(FakeXhr.sent).toHaveLength(1);
    expect(request.url).toBe('/wp-admin/admin-ajax.php');
    expect(request.body?.get('action')).toBe('yomu_front_chapter_create');
    expect(request.body?.get('_yomu_front_nonce')).toBe('n0nce');
    expect(request.body?.get('chapter_name')).toBe('Bölüm 5');
    expect(request.body?.getAll('yomu_images[]')).toHaveLength(1);
    // jsdom's FormData does not see files chosen by user-event; the e2e test checks the thumbnail arrives.
    expect(request.body?.has('chapter-thumbnail')).toBe(true);
    expect(request.body?.has('yomu_text')).toBe(false);
    expect((screen.getByLabelText('Bölüm küçük resmi') as HTMLInputElement).value).toBe('');

    const button = screen.getByRole('button', { name: 'Bölümü yükle' });
    const progress = document.querySelector('progress')!;
    expect(button).toHaveProperty('disabled', true);
    expect(progress.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor…');
    request.progress(40, 100);
    expect(progress.value).toBe(40);

    await request.answer(200, { success: true, data: { message: 'Bölüm yüklendi.', url: '/manga/ay/bolum-5/' } });
    const status = screen.getByRole('status');
    expect(status.className).toBe('yomu-upload__status yomu-upload__status--success');
    expect(status.textContent).toBe('Bölüm yüklendi. Yeni bölümü oku');
    expect(screen.getByRole('link', { name: 'Yeni bölümü oku' }).getAttribute('href')).toBe('/manga/ay/bolum-5/');
    expect(button).toHaveProperty('disabled', false);
    expect(progress.hidden).toBe(true);
    expect((screen.getByLabelText('Bölüm adı') as HTMLInputElement).value).toBe('');
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect((uploaded.mock.calls[0][0] as CustomEvent).detail).toEqual({ url: '/manga/ay/bolum-5/' });
    expect(goTo).not.toHaveBeenCalled();
    document.removeEventListener(CHAPTER_UPLOADED_EVENT, uploaded);
  });

  it('sends a text chapter without the image fields', async () => {
    await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    await userEvent.upload(screen.getByLabelText('Sayfa görselleri'), [png()]);
    await userEvent.click(screen.getByRole('radio', { name: 'Metin' }));
    await userEvent.type(screen.getByLabelText('Bölüm adı'), 'Bölüm 6');
    await userEvent.type(screen.getByLabelText('Bölüm metni'), 'Metin');
    await userEvent.click(screen.getByRole('button', { name: 'Bölümü yükle' }));
    expect(FakeXhr.sent[0].body?.has('yomu_images[]')).toBe(false);
    expect(FakeXhr.sent[0].body?.get('yomu_text')).toBe('Metin');
  });

  it('shows the server’s message as an alert when the save fails, and a message of its own when the network does', async () => {
    await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    await userEvent.type(screen.getByLabelText('Bölüm adı'), 'Bölüm 7');
    await userEvent.click(screen.getByRole('button', { name: 'Bölümü yükle' }));
    await FakeXhr.sent[0].answer(413, { success: false, data: { code: 'yomu_upload_too_large', message: 'Dosyalar çok büyük.' } });
    expect(screen.getByRole('alert').textContent).toBe('Dosyalar çok büyük.');
    expect(screen.getByRole('alert').className).toBe('yomu-upload__status yomu-upload__status--error');
    expect((screen.getByLabelText('Bölüm adı') as HTMLInputElement).value).toBe('Bölüm 7');

    await userEvent.click(screen.getByRole('button', { name: 'Bölümü yükle' }));
    await FakeXhr.sent[1].fail();
    expect(screen.getByRole('alert').textContent).toBe('Bölüm kaydedilemedi.');
    expect(screen.getByRole('button', { name: 'Bölümü yükle' })).toHaveProperty('disabled', false);
  });

  it('gives the form its server end back when the island goes away', async () => {
    const element = await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    const form = element.querySelector('form')!;
    act(() => unmountIsland(element));
    expect(form.lastElementChild?.outerHTML).toBe('<p><button type="submit" class="button yomu-upload__submit">Bölümü yükle</button></p>');
    expect(form.querySelectorAll('.yomu-upload__status, .yomu-upload__progress, button')).toHaveLength(3);
  });

  it('sends only one request while one is on its way', async () => {
    await mountIsland(mount, uploadForm, {}, 'chapter-upload');
    await userEvent.type(screen.getByLabelText('Bölüm adı'), 'Bölüm 8');
    const form = document.querySelector('form')!;
    act(() => form.requestSubmit());
    act(() => form.requestSubmit());
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('the edit form clears the thumbnail input once the save is prepared and opens the saved chapter', async () => {
    await mountIsland(mount, editForm, {}, 'chapter-upload');
    expect(document.querySelector('details')?.open).toBe(true);
    await userEvent.upload(screen.getByLabelText('Yeni küçük resim'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Bölümü kaydet' }));
    expect((screen.getByLabelText('Yeni küçük resim') as HTMLInputElement).value).toBe('');
    expect(FakeXhr.sent[0].body?.get('chapter_id')).toBe('12');
    expect(FakeXhr.sent[0].body?.has('chapter-thumbnail')).toBe(true);
    await FakeXhr.sent[0].answer(200, { success: true, data: { message: 'Kaydedildi.', url: '/manga/ay/bolum-1/' } });
    expect(goTo).toHaveBeenCalledWith('/manga/ay/bolum-1/');
    expect(screen.getByRole('status').textContent).toBe('Kaydedildi.');
    expect((screen.getByLabelText('Bölüm adı') as HTMLInputElement).value).toBe('Bölüm 1');
  });
});
