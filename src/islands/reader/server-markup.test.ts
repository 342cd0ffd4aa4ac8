import { describe, expect, it } from 'vitest';
import { parseAnswer, parseContent, parseNav, parseSelectionHtml, parseSettingsPanel, safeUrl } from './server-markup';
import { imageReaderHtml, navigateAnswer, navigation, selectionHtml, TEXT_BODY, textReaderHtml } from './server-html.fixture';

function fragment(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('the navigation bar', () => {
  it('reads the selectors with their labels, options, links and the selected values, and the buttons', () => {
    const nav = parseNav(fragment(imageReaderHtml({ page: 2 })).querySelector('.wp-manga-nav'), '/manga/m/')!;
    expect(nav.holder).toEqual({ manga: '4', chapter: 'bolum-1', vol: '1', type: 'manga', style: 'paged' });
    expect(nav.selection.map((p) => [p.wrapper, p.select, p.forVolume, p.hidden, p.value])).toEqual([
      ['selectpicker_volume', 'selectpicker volume-select', '', false, '1'],
      ['selectpicker_chapter', 'selectpicker single-chapter-select', 'volume-id-0', true, ''],
      ['selectpicker_chapter', 'selectpicker single-chapter-select', 'volume-id-1', false, 'bolum-1'],
    ]);
    expect(nav.selection[0]).toMatchObject({ label: 'Cilt', order: '0', options: [{ value: '0', label: 'Ciltsiz', link: null }, { value: '1', label: 'Cilt 1', link: null }] });
    const [pager, host] = nav.pickers;
    expect(pager).toMatchObject({ id: 'single-pager', label: 'Sayfa', value: '2' });
    expect(pager.options[2]).toEqual({ value: '3', label: '3/3', link: { url: '/manga/m/cilt-1/bolum-1/p/3/', navigation: navigation('bolum-1', 3) } });
    expect(host.options.map((o) => o.link)).toEqual([
      { url: '/manga/m/cilt-1/bolum-1/p/2/?host=local', navigation: '' },
      { url: '/manga/m/cilt-1/bolum-1/p/2/?host=cdn', navigation: '' },
    ]);
    expect(nav.buttons).toEqual({
      prev: { url: '/manga/m/cilt-1/bolum-1/', navigation: navigation('bolum-1', 1) },
      next: { url: '/manga/m/cilt-1/bolum-1/p/3/', navigation: navigation('bolum-1', 3) },
      back: '/manga/m/',
      order: '0',
    });
  });

  it("reads a text chapter's bare chapter selector", () => {
    const nav = parseNav(fragment(textReaderHtml()).querySelector('.wp-manga-nav'), '')!;
    expect(nav.selection).toHaveLength(1);
    expect(nav.selection[0]).toMatchObject({ wrapper: '', labelClass: 'chapter-select-label', value: 'bolum-1' });
    expect(nav.buttons.next).toEqual({ url: '/novel/n/bolum-2/', navigation: '' });
  });

  it('reads the selectors manga_get_reading_nav answers', () => {
    expect(parseSelectionHtml(selectionHtml('bolum-3')).map((p) => p.value)).toEqual(['0', 'bolum-3', '']);
  });

  it('keeps only http(s) and relative URLs', () => {
    expect(safeUrl('/manga/m/')).toBe('/manga/m/');
    expect(safeUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl(null)).toBe('');
    const nav = parseNav(fragment('<div class="wp-manga-nav"><nav class="nav-links"><div><a class="btn next_page" href="javascript:alert(1)">x</a></div></nav></div>').firstElementChild, '')!;
    expect(nav.buttons.next).toBeNull();
  });
});

describe('the reading content', () => {
  it('reads click zones and page images, and keeps the image elements', () => {
    const root = fragment(imageReaderHtml({ page: 2 }));
    const server = parseContent(root.querySelector('.reading-content'), true);
    expect(server.content).toEqual({
      kind: 'pages',
      zones: { prev: '/manga/m/cilt-1/bolum-1/', next: '/manga/m/cilt-1/bolum-1/p/3/' },
      images: [{ index: 1, total: 0, url: '/img/bolum-1/2.png', alt: 'Sayfa 2 / 3', width: 600, height: 900, priority: true, lazy: false, boxed: false, sources: [] }],
    });
    expect(server.images.get('1|/img/bolum-1/2.png')).toBe(root.querySelector('#image-1'));
    expect(server.body).toEqual([]);
  });

  it('reads a <picture> with its sources, leaving out the loading gate, and keeps the whole <picture>', () => {
    const root = fragment(imageReaderHtml({ style: 'list', variants: true }));
    const server = parseContent(root.querySelector('.reading-content'), true);
    const images = server.content.kind === 'pages' ? server.content.images : [];
    expect(images.map((image) => [image.url, image.priority, image.lazy])).toEqual([
      ['/img/bolum-1/1.png', true, false],
      ['/img/bolum-1/2.png', false, true],
      ['/img/bolum-1/3.png', false, true],
    ]);
    expect(images[1].sources).toEqual([{ type: 'image/webp', srcset: '/img/bolum-1/yomu-variants/2-480.webp 480w, /img/bolum-1/yomu-variants/2-720.webp 720w' }]);
    expect(server.images.get('1|/img/bolum-1/2.png')).toBe(root.querySelector('#image-1')!.parentElement);
    expect(server.images.get('1|/img/bolum-1/2.png')?.querySelector('source[data-yomu-gate]')).not.toBeNull();
  });

  it('refuses sources whose candidates are not http(s) URLs', () => {
    const html = '<div class="reading-content"><div class="page-break"><picture><source type="image/webp" srcset="javascript:alert(1) 480w"><img id="image-0" class="wp-manga-chapter-img" src="/a.png"></picture></div></div>';
    const server = parseContent(fragment(html).firstElementChild, true);
    expect(server.content.kind === 'pages' && server.content.images[0].sources).toEqual([]);
  });

  it('keeps any other body as it is', () => {
    const text = parseContent(fragment(textReaderHtml()).querySelector('.reading-content'), false);
    expect(text.content).toEqual({ kind: 'server' });
    expect(text.body.map((node) => (node as Element).outerHTML).join('')).toBe(TEXT_BODY);
    const notice = parseContent(fragment('<div class="reading-content"><p class="reader-hidden-notice">Gizli</p></div>').firstElementChild, true);
    expect(notice.content.kind).toBe('server');
    const loose = parseContent(fragment('<div class="reading-content">Düz metin</div>').firstElementChild, true);
    expect(loose.content.kind).toBe('server');
  });
});

describe('the settings panel', () => {
  it('reads each setting with its legend and choices', () => {
    const groups = parseSettingsPanel(fragment(imageReaderHtml()).querySelector('.reader-settings-panel'));
    expect(groups.map((g) => [g.field, g.legend, g.choices.map((c) => `${c.value}:${c.label}`).join(',')])).toEqual([
      ['mode', 'Okuma modu', 'paged:Sayfa sayfa,list:Liste,strip:Uzun şerit'],
      ['direction', 'Okuma yönü', 'ltr:Soldan sağa,rtl:Sağdan sola'],
      ['fit', 'Resimleri sığdır', 'width:Genişliğe,height:Yüksekliğe,both:Genişlik ve yükseklik,original:Orijinal boyut,limit:Sınırlı genişlik'],
      ['saver', 'Veri tasarrufu', 'auto:Tarayıcı istediğinde,on:Açık,off:Kapalı'],
      ['spread', 'Sayfa düzeni', 'single:Tek sayfa,double:Çift sayfa,cover:Çift sayfa, kapak tek başına'],
      ['background', 'Arka plan', 'auto:Sayfa teması,dark:Koyu,grey:Gri,light:Açık'],
    ]);
    expect(parseSettingsPanel(null)).toEqual([]);
  });
});

describe('a chapter_navigate_page answer', () => {
  it('becomes the new page as data, with its image list when preloading is on', () => {
    const page = parseAnswer(navigateAnswer('bolum-2').data, '/manga/m/', true)!;
    expect(page).toMatchObject({ chapter: 'bolum-2', chapterId: 2, page: 1, pages: 2 });
    expect(page.nav?.holder.chapter).toBe('bolum-2');
    expect(page.content).toMatchObject({ kind: 'pages', images: [{ index: 0, url: '/img/bolum-2/1.png', priority: true }] });
    expect(page.preload?.preload).toEqual({ chapter: 'bolum-2', images: ['/img/bolum-2/1.png', '/img/bolum-2/2.png'], sizes: [[600, 800], [600, 800]], variants: [], perPage: 1 });
    expect(page.preload?.edges.next).toEqual({ url: '/manga/m/bolum-3/', navigation: navigation('bolum-3', 1) });
    expect(parseAnswer(navigateAnswer('bolum-2').data, '/manga/m/', false)!.preload).toBeNull();
  });

  it('is refused when its content is not page images', () => {
    const data = { ...navigateAnswer('bolum-2').data, content: '<div class="reading-content"><script>alert(1)</script></div>' };
    expect(parseAnswer(data, '', true)).toBeNull();
  });
});
