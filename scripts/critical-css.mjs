// `npm run critical`: writes theme/css/critical/<kind>.css, the rules of the built stylesheet that the first screen of
// each kind of page uses (home, listing, manga, text chapter, image chapter, any other page), which the theme prints in
// the page's head (an image chapter's as a small linked stylesheet, which the next chapter finds cached) so that
// nothing but the HTML blocks the first paint; the whole stylesheet follows at the end of the body
// (theme/inc/critical-css.php, DESIGN.md §7).
//
// A rule is kept when, on the demo site's pages, it applies to an element drawn on the first screen, fixed to it or in
// the footer (any short page shows it), or it hides an element whose parent is drawn. Each page is looked at while it
// loads and when idle, on a touch phone, a laptop and a wide screen, for a guest on a first visit (with and without
// JavaScript), the dark scheme, a signed-in member and every ad and widget slot filled. A visitor's other choices
// (right to left, the dark palette, the reader's settings) are taken out of a selector before it is tested (CHOICES).
// An image chapter, which links its cut, also gets the rest (image-rest.css, scripts/lib/css-remainder.mjs): the
// stylesheet without the rules the cut gave, which it loads in the whole stylesheet's place, so that a first visit
// does not fetch the cut's rules twice (DESIGN.md §7: 20 KB of CSS on any route).
// Each file names the stylesheet it was cut from: after any change to the CSS, the theme links the stylesheet in the
// head again until this is run (and tests/e2e/critical-css.test.ts fails until then).
/* global window, document, getComputedStyle, CSS -- firstScreenRules runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import postcss from 'postcss';
import { adConsentCookie, fillEverySlot, restoreSlots } from '../bench/lib/every-slot.mjs';
import { adminCookie, pageUrls, phpInSite } from '../bench/lib/wp.mjs';
import { buildIfStale } from './lib/build.mjs';
import { meetingKey, remainderRules, ruleGroups, selectorParts } from './lib/css-remainder.mjs';
import { repoDir } from './lib/paths.mjs';
import { seedDemoOnce } from './lib/seed.mjs';
import { freePort, startSite } from './lib/site.mjs';

const outDir = path.join(repoDir, 'theme/css/critical');
/** What a visitor's choices add to a selector (the other direction, the dark palette, the reader's settings), which no
 * one pass can see all of: a rule is tested without them, so it is kept wherever the element it styles is drawn. */
const CHOICES = [
  [/:root:not\(\[dir=["']?rtl["']?\]\)/g, ':root'],
  [/\[dir=["']?rtl["']?\]/g, ''],
  [/(html)?\.yomu-dark\b/g, ''],
  // A reader who already acknowledged a chapter's content warning (Reader\Warning's head script marks <html>).
  [/html\.yomu-warning-ok\b/g, 'html'],
  [/\.(reader-(bg|dir|mode|fit|spread|width|no-gaps)|text-ui)(-[\w-]+)?/g, ''],
  [/:is\(\s*(,\s*)*\)/g, ''],
  // A card whose manga has no cover draws a placeholder where the cover is.
  [/manga-card__no-cover/g, 'manga-card__cover'],
];

/** A touch phone with the tallest common screen, a laptop and a wide desktop (the widest breakpoints). */
const SCREENS = [
  { viewport: { width: 375, height: 932 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { viewport: { width: 1280, height: 900 } },
  { viewport: { width: 1920, height: 1080 } },
];

buildIfStale();
const site = await startSite({ name: 'critical', port: await freePort() });
const browser = await launchChromium();
let saved = null;
try {
  await seedDemoOnce(site.siteDir, { queueVariants: false });
  const urls = pageUrls(site.siteDir);
  const others = JSON.parse(
    phpInSite(
      site.siteDir,
      `$page = get_posts( array( 'post_type' => 'page', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids' ) );
       $post = get_posts( array( 'post_type' => 'post', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids' ) );
       echo wp_json_encode( array_values( array_filter( array( $page ? get_permalink( $page[0] ) : '', $post ? get_permalink( $post[0] ) : '' ) ) ) );`,
    ).replace(/^[^[]*/, ''),
  );
  const kinds = {
    home: [urls.home],
    listing: [urls['manga archive'], urls['genre page'], urls.search],
    manga: [urls['manga page']],
    text: [urls['text chapter']],
    image: [urls['paged chapter']],
    page: [urls['404 page'], ...others],
  };
  const signedIn = (await adminCookie(site)).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: site.url };
  });
  const passes = [
    { name: 'guest' },
    { name: 'dark', cookies: [{ name: 'wpmanga-body-contrast', value: 'dark', url: site.url }] },
    { name: 'signed in', cookies: signedIn },
    { name: 'every slot filled', cookies: [adConsentCookie(site.url)], fill: true },
    // The reader's other modes draw an image chapter differently (its settings cookie: mode, then fields left on auto).
    ...['list', 'strip'].map((mode) => ({ name: mode, cookies: [{ name: 'yomu-reader-settings', value: mode, url: site.url }], only: ['image'] })),
    // A chapter behind a content warning: its content must be held back from the first paint, not only once the
    // whole stylesheet has come.
    { name: 'content warning', warn: true, only: ['image', 'text'] },
  ];
  let sheet = null; // { url, root, rules: [{ rule, selector, parts, conditions, hides, groups }] }
  const keep = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, new Set()]));
  // Pairs of rules ("earlier,later") seen styling one element of an image chapter, in any state (what the rest needs).
  const met = new Set();
  for (const pass of passes) {
    if (pass.fill) saved = fillEverySlot(site.siteDir);
    if (pass.warn) warnChapters(site.siteDir, 'Uyarı: şiddet içerir.');
    for (const javaScriptEnabled of pass.name === 'guest' ? [true, false] : [true]) {
      for (const screen of SCREENS) {
        const context = await browser.newContext({ ...screen, javaScriptEnabled });
        if (pass.cookies) await context.addCookies(pass.cookies);
        for (const [kind, list] of Object.entries(kinds)) {
          if (pass.only && !pass.only.includes(kind)) continue;
          for (const url of list) {
            const page = await context.newPage();
            // Once while the page loads (its loading overlay up, no island yet), once when it is idle.
            await page.goto(url, { waitUntil: 'domcontentloaded' });
            // Linked, or still in its <noscript> until the first image has shown (theme/inc/critical-css.php).
            const href = await page.evaluate(() =>
              [...document.querySelectorAll('link[rel=stylesheet]')]
                .map((link) => link.href)
                .concat(/href='([^']+)'/.exec(document.getElementById('yomu-stylesheet')?.textContent ?? '')?.[1] ?? [])
                .find((h) => /\/assets\/main-[\w-]+\.css/.test(h)),
            );
            // An image chapter whose rest is current links that instead: the stylesheet is the one the others link.
            if (!href && !sheet) throw new Error(`${url} links no built main stylesheet: is the build there?`);
            if (href && sheet?.url !== href) sheet = parse(href, await (await page.request.get(href)).text());
            const tests = sheet.rules.map(({ selector, conditions }) => [selector, conditions]);
            const meets = kind === 'image' ? sheet.rules.map(({ parts }) => parts.map(({ query, key }) => [query, key])) : null;
            const used = await page.evaluate(firstScreenRules, tests);
            if (meets) (await page.evaluate(meetings, meets)).forEach((pair) => met.add(pair));
            await page.waitForLoadState('networkidle');
            (await page.evaluate(firstScreenRules, tests)).forEach((level, i) => (used[i] = Math.max(used[i], level)));
            if (meets) (await page.evaluate(meetings, meets)).forEach((pair) => met.add(pair));
            used.forEach((level, i) => (level === 2 || (level === 1 && sheet.rules[i].hides)) && keep[kind].add(i));
            await page.close();
          }
        }
        await context.close();
      }
    }
    if (pass.fill) {
      restoreSlots(site.siteDir, saved);
      saved = null;
    }
    if (pass.warn) warnChapters(site.siteDir, '');
  }
  fs.mkdirSync(outDir, { recursive: true });
  const source = path.basename(new URL(sheet.url).pathname);
  for (const [kind, kept] of Object.entries(keep)) {
    const css = cut(sheet, kept);
    fs.writeFileSync(path.join(outDir, `${kind}.css`), `/* ${source}: generated by npm run critical, do not edit */\n${css}\n`);
    console.log(`${kind}: ${css.length} bytes, ${kept.size} of ${sheet.rules.length} rules`);
  }
  const rest = remainderRules(
    sheet.rules.map(({ groups }) => groups),
    keep.image,
    (earlier, later) => met.has(`${earlier},${later}`),
  );
  const restCss = cut(sheet, rest, { dropShared: true });
  fs.writeFileSync(path.join(outDir, 'image-rest.css'), `/* ${source}: generated by npm run critical, do not edit */\n${restCss}\n`);
  const repeated = [...rest].filter((index) => keep.image.has(index)).length;
  console.log(`image rest: ${restCss.length} bytes, ${rest.size} rules (${repeated} of the cut's repeated)`);
} finally {
  if (saved) restoreSlots(site.siteDir, saved);
  warnChapters(site.siteDir, '');
  await browser.close();
  await site.stop();
}

/** Gives the demo's first image and text manga (the ones pageUrls() reads) a content warning, or removes it (''). */
function warnChapters(siteDir, text) {
  phpInSite(
    siteDir,
    `foreach ( array( 'manga', 'text' ) as $type ) {
       foreach ( get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => $type ) ) ) ) as $id ) {
         '' === ${JSON.stringify(text)} ? delete_post_meta( $id, '_wp_manga_chapters_warning' ) : update_post_meta( $id, '_wp_manga_chapters_warning', ${JSON.stringify(text)} );
       }
     }`,
  );
}

/** The stylesheet's style rules in order, each with its selector as a query and the at-rules around it. */
function parse(url, text) {
  const root = postcss.parse(text);
  const rules = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const conditions = [];
    for (let at = rule.parent; at && at.type === 'atrule'; at = at.parent) conditions.push([at.name, at.params]);
    const parts = selectorParts(rule.selector).map((part) => ({ query: query(part), key: meetingKey(part) }));
    const declarations = rule.nodes.filter((node) => node.type === 'decl');
    rules.push({
      rule,
      selector: parts.map(({ query }) => query).join(','),
      parts,
      conditions,
      hides: declarations.some((node) => /^(display|visibility|content-visibility)$/.test(node.prop)),
      groups: ruleGroups(declarations.map((node) => node.prop)),
    });
  });
  return { url, root, rules };
}

/** The elements a complex selector is about, whatever a visitor chose: states and pseudo-elements do not change
 * which element a rule is about, and a part emptied (a rule only about a visitor's choice) stands for any element. */
function query(part) {
  const text = CHOICES.reduce((text, [pattern, by]) => text.replace(pattern, by), part)
    .replace(/::?(before|after|placeholder|marker|selection|backdrop|first-line|first-letter|-webkit-[\w-]+|-moz-[\w-]+)/g, '')
    .replace(/:(hover|focus-visible|focus-within|focus|active|visited)/g, '');
  return text.trim().replace(/^[>+~]\s*/, '') || '*';
}

/** In the page: whether each rule applies now, at this width, to an element of the first screen (or one hidden). */
function firstScreenRules(tests) {
  // 2: an element drawn on the first screen (or fixed to it); 1: only elements not drawn whose parent is (what hides
  // them matters, nothing else of them does until they open, long after the whole stylesheet has come); 0: neither.
  const relevance = (element) => {
    if (!element.checkVisibility()) return !element.parentElement || element.parentElement.checkVisibility() ? 1 : 0;
    // What can be wider than a phone's screen on its own (a comment box's 45 columns, a table, an image) widens the
    // first screen from wherever it is drawn: its rules (the ones that fit it in) are kept too.
    if (element.matches('textarea, input, select, table, pre, img, video, iframe')) return 2;
    const { position } = getComputedStyle(element);
    // The footer is on the first screen of any page short enough.
    if (element.closest('.site-footer')) return 2;
    return position === 'fixed' || position === 'sticky' || element.getBoundingClientRect().top < window.innerHeight ? 2 : 0;
  };
  return tests.map(([selector, conditions]) => {
    for (const [name, params] of conditions) {
      if (name === 'media' && !window.matchMedia(params).matches) return 0;
      if (name === 'supports' && !CSS.supports(params)) return 0;
    }
    try {
      return Math.max(0, ...[...document.querySelectorAll(selector)].map(relevance));
    } catch {
      return 2; // a selector this browser cannot query is kept
    }
  });
}

/** In the page: pairs of rules ("earlier,later") that style one element (or one pseudo-element of it) with the same
 * specificity, whatever the width (conditions are left out) or state; a selector this browser cannot query meets all. */
function meetings(rules) {
  const byElement = new Map();
  rules.forEach((parts, index) => {
    for (const [selector, key] of parts) {
      let found;
      try {
        found = document.querySelectorAll(selector);
      } catch {
        found = document.querySelectorAll('*');
      }
      for (const element of found) {
        if (!byElement.has(element)) byElement.set(element, new Map());
        const byKey = byElement.get(element);
        if (!byKey.has(key)) byKey.set(key, new Set());
        byKey.get(key).add(index);
      }
    }
  });
  const pairs = new Set();
  for (const byKey of byElement.values()) {
    for (const set of byKey.values()) {
      const list = [...set].sort((a, b) => a - b);
      list.forEach((earlier, i) => list.slice(i + 1).forEach((later) => pairs.add(`${earlier},${later}`)));
    }
  }
  return [...pairs];
}

/** The stylesheet with only the kept rules, and the at-rules around them; for a rest (dropShared), without the
 * at-rules every cut already has (keyframes, font faces). */
function cut(sheet, kept, { dropShared = false } = {}) {
  const root = sheet.root.clone();
  if (dropShared) {
    root.walkAtRules((at) => {
      if (!/^(media|supports|container|layer|scope|starting-style)$/.test(at.name)) at.remove();
    });
  }
  const clones = [];
  root.walkRules((rule) => {
    if (!(rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name))) clones.push(rule);
  });
  clones.forEach((rule, i) => {
    if (!kept.has(i)) rule.remove();
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return root.toString().trim();
}
