import { describe, expect, it } from 'vitest';
import { collect, readerProps, type PageNeeds } from './collect';

const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/wp-content/themes/yomu/dist/assets/main.css">
<script type="importmap">{"imports":{"@wordpress/interactivity":"/wp-includes/js/dist/script-modules/interactivity/index.min.js"}}</script>
<script type="module" src="/wp-content/themes/yomu/dist/assets/main.js"></script>
<script id="yomu-l10n">var yomuL10n = {"locale":"tr_TR","rtl":false,"strings":{},"url":"https://site.test/?yomu-l10n=tr_TR\u0026v=0123abcd"};</script>
</head><body><header class="site-header"><img src="https://avatars.test/a.png" alt=""></header>
<div data-island="reader" data-props='{"style":"paged","pages":3}'><div class="reading-content">
<picture><source type="image/webp" srcset="/up/1-480.webp 480w, /up/1-900.webp 900w"><img src="/up/1.png" alt="1"></picture>
<img data-src=" /up/2.png " src="data:image/gif;base64,R0lGOD" alt="2">
</div></div></body></html>`;

describe('what a saved page needs', () => {
  it('reads the page images, the variants they stand for, the extras and the assets', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const needs: PageNeeds = { images: new Set(), extras: new Set(), assets: new Set(), aliases: {} };
    collect(doc, 'https://site.test/manga/a/bolum-1/', needs);
    expect([...needs.images]).toEqual(['https://site.test/up/1.png', 'https://site.test/up/2.png']);
    expect([...needs.extras]).toEqual(['https://avatars.test/a.png']);
    expect(needs.aliases).toEqual({ 'https://site.test/up/1-480.webp': 'https://site.test/up/1.png', 'https://site.test/up/1-900.webp': 'https://site.test/up/1.png' });
    expect([...needs.assets].sort()).toEqual([
      'https://site.test/?yomu-l10n=tr_TR&v=0123abcd',
      'https://site.test/wp-content/themes/yomu/dist/assets/main.css',
      'https://site.test/wp-content/themes/yomu/dist/assets/main.js',
      'https://site.test/wp-includes/js/dist/script-modules/interactivity/index.min.js',
    ]);
    expect(readerProps(doc)).toEqual({ style: 'paged', pages: 3 });
  });
});
