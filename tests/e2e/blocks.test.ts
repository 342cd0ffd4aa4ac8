// Front-end behaviour of every content block, at phone and desktop widths, on pages made of block markup.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { frames } from '../support/settle';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { block, createPage, deletePosts, ensureSingularTemplate, hideConsentBanner, removeSingularTemplate, translated } from './blocks-fixture';

const spacer = '<!-- wp:spacer {"height":"1600px"} --><div style="height:1600px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';

let browser: Browser;
let installedTemplate = false;
const pages: Record<string, string> = {};
const ids: number[] = [];
let problemsBefore: PhpLogMark;

function add(name: string, content: string): void {
  const page = createPage(`E2E blocks ${name} ${Date.now()}`, content);
  ids.push(page.id);
  pages[name] = page.url;
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  installedTemplate = ensureSingularTemplate();
  // Two days and three hours ahead, in the site's time zone (the block's target is site time).
  const target = fixture('blocks_site_time', { seconds: 2 * 86_400 + 3 * 3_600 + 30 * 60 });
  add(
    'faq',
    block('faq', { items: [{ question: 'Ne zaman?', answer: 'Her cuma yeni bölüm.' }, { question: 'Ücretsiz mi?', answer: 'Evet.' }] }),
  );
  add(
    'recipe',
    block('recipe', {
      title: 'Miso çorbası',
      summary: 'Hızlı bir çorba.',
      prepTime: '5 dk',
      ingredients: ['Tofu', 'Miso', 'Dashi'],
      steps: ['Dashiyi ısıtın', 'Misoyu ekleyin'],
      notes: 'Kaynatmayın.',
    }),
  );
  add(
    'testimonials',
    block('testimonials', {
      perView: 2,
      items: [
        { quote: 'Harika okuyucu', name: 'Ayşe', role: 'Okur' },
        { quote: 'Sayfalar hızlı', name: 'Ben' },
        { quote: 'Çok beğendim', name: 'Chi' },
      ],
    }),
  );
  add(
    'progress',
    spacer + block('progress', { shape: 'bar', value: 75, label: 'Çeviri' }) + block('progress', { shape: 'circle', value: 60, label: 'Düzenleme' }),
  );
  add('counter', spacer + block('counter', { end: 12345, duration: 1500, separator: '.', suffix: '+', label: 'Okur' }));
  add(
    'countdown',
    block('countdown', { target, format: 'full', labels: { days: 'Gün' } }) + block('countdown', { target, format: 'short' }),
  );
  add('countdown-invalid', block('countdown', { target: '2031-02-30T10:00', format: 'short' }));
  add('icon-box', block('icon-box', { icon: 'book', title: 'Oku', text: 'Binlerce bölüm.', url: '/okuma/' }));
  add('video', block('video-lightbox', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Fragman' }));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  deletePosts(ids);
  if (installedTemplate) removeSingularTemplate();
});

/** Scrolls so the element sits just below the fold: near enough for its island to load, not yet on screen. */
async function scrollJustBelow(page: Page, selector: string): Promise<void> {
  const top = await page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 100);
}

async function open(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  await hideConsentBanner(page);
  return { page, errors };
}

/** Starts recording the element's data-state changes; the returned function gives those seen so far. */
async function watchStates(element: Locator): Promise<() => Promise<string[]>> {
  await element.evaluate((el) => {
    const seen: string[] = [];
    (el as HTMLElement & { yomuStates?: string[] }).yomuStates = seen;
    new MutationObserver(() => seen.push((el as HTMLElement).dataset.state ?? '')).observe(el, { attributes: true, attributeFilter: ['data-state'] });
  });
  return () => element.evaluate((el) => [...((el as HTMLElement & { yomuStates?: string[] }).yomuStates ?? [])]);
}

describe.each([
  { name: 'mobile', width: 375 },
  { name: 'desktop', width: 1280 },
])('content blocks ($name)', ({ name, width }) => {
  it('FAQ cards open and close with a 400 ms ease-out height animation that reverses mid-way', async () => {
    const { page, errors } = await open(pages.faq, width);
    const card = page.locator('.yomu-faq__card').first();
    const summary = card.locator('summary');
    // Without the island the card is a native <details>: the answer is in the HTML from the start.
    expect(await card.locator('.yomu-faq__answer').textContent()).toBe('Her cuma yeni bölüm.\n');
    await summary.hover();
    await page.waitForSelector('[data-island="faq"][data-mounted="true"]', { state: 'attached' });
    expect(await card.getAttribute('data-state')).toBe('closed');
    // Every state change is logged in the page, so a slow machine cannot hide the intermediate states.
    await card.evaluate((el) => {
      const log: string[] = [];
      (window as unknown as Record<string, unknown>).__faq = log;
      new MutationObserver(() => log.push(el.getAttribute('data-state') ?? '')).observe(el, { attributeFilter: ['data-state'] });
    });
    const takeLog = () =>
      page.evaluate(() => {
        const log = (window as unknown as Record<string, string[]>).__faq;
        return log.splice(0, log.length);
      });
    const settled = (state: string) =>
      page.waitForFunction((s) => document.querySelector('.yomu-faq__card')?.getAttribute('data-state') === s, state);
    // Clicks the summary, and optionally again after `gap` ms, within the page (no round trips between them).
    const clickSummary = (gap?: number) =>
      card.evaluate(async (el, pause) => {
        const summary = el.querySelector('summary') as HTMLElement;
        summary.click();
        const timing = el.getAnimations()[0]?.effect?.getTiming();
        if (pause !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, pause));
          summary.click();
        }
        return { duration: timing?.duration, easing: timing?.easing };
      }, gap);

    expect(await clickSummary()).toEqual({ duration: 400, easing: 'ease-out' });
    await settled('open');
    expect(await takeLog()).toEqual(['expanding', 'open']);
    expect(await card.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await card.locator('.yomu-faq__answer').isVisible()).toBe(true);
    await screenshot(page, `blocks-faq-${name}`);

    // Closing, clicked again mid-way: it reverses and ends open.
    await clickSummary(150);
    await settled('open');
    expect(await takeLog()).toEqual(['closing', 'expanding', 'open']);

    await clickSummary();
    await settled('closed');
    expect(await takeLog()).toEqual(['closing', 'closed']);

    // Expanding, clicked again mid-way: it reverses and ends closed.
    await clickSummary(150);
    await settled('closed');
    expect(await takeLog()).toEqual(['expanding', 'closing', 'closed']);
    expect(await card.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the recipe print button opens a titled print window with ticked ingredients, prints after 500 ms and closes', async () => {
    const { page, errors } = await open(pages.recipe, width);
    const button = page.getByRole('button', { name: await translated(page, 'Print recipe') });
    await button.waitFor();
    await page.locator('.yomu-recipe__tick').nth(1).check();
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const realOpen = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const child = realOpen(...args);
        if (!child) return child;
        const opened = performance.now();
        w.__child = child;
        // Record what would be printed instead of showing the print dialog.
        child.print = () => {
          w.__printed = {
            after: performance.now() - opened,
            title: child.document.title,
            text: child.document.body.textContent,
            ticks: [...child.document.querySelectorAll('input[type="checkbox"]')].map((box) => (box as HTMLInputElement).checked),
            stylesheet: child.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? null,
          };
        };
        return child;
      };
    });
    await button.click();
    await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__printed !== undefined, undefined, { timeout: 10000 });
    const printed = (await page.evaluate(() => (window as unknown as Record<string, unknown>).__printed)) as {
      after: number;
      title: string;
      text: string;
      ticks: boolean[];
      stylesheet: string | null;
    };
    expect(printed.title).toBe('Miso çorbası');
    expect(printed.text).toContain('Dashiyi ısıtın');
    expect(printed.text).toContain('Kaynatmayın.');
    expect(printed.ticks).toEqual([false, true, false]);
    expect(printed.stylesheet).toMatch(/\/blocks\/recipe\/print\.css$/);
    expect(printed.after).toBeGreaterThanOrEqual(450);
    await page.waitForFunction(() => ((window as unknown as Record<string, unknown>).__child as Window).closed);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the testimonials carousel shows the configured slides per view and autoplays every 5 s at 300 ms speed', async () => {
    const { page, errors } = await open(pages.testimonials, width);
    await page.waitForSelector('[data-island="testimonials"][data-mounted="true"]', { state: 'attached' });
    const layout = await page.evaluate(() => {
      const root = document.querySelector('.yomu-testimonials') as HTMLElement;
      const slide = document.querySelector('.yomu-testimonials__slide') as HTMLElement;
      return { root: root.getBoundingClientRect().width, slide: slide.getBoundingClientRect().width };
    });
    // perView 2 from 768 px up; one per view on phones.
    const perView = Math.round(layout.root / layout.slide);
    expect(perView).toBe(width >= 768 ? 2 : 1);
    await screenshot(page, `blocks-testimonials-${name}`);
    // Record each autoplay move: when the track's transform changes and the transition it uses.
    await page.evaluate(() => {
      const track = document.querySelector('.yomu-testimonials__track') as HTMLElement;
      const moves: Array<{ at: number; duration: string }> = [];
      (window as unknown as Record<string, unknown>).__moves = moves;
      let last = track.style.transform;
      window.setInterval(() => {
        if (track.style.transform !== last) {
          last = track.style.transform;
          moves.push({ at: performance.now(), duration: track.style.transitionDuration });
        }
      }, 20);
    });
    await page.waitForFunction(() => ((window as unknown as Record<string, unknown[]>).__moves ?? []).length >= 2, undefined, {
      timeout: 20000,
    });
    const moves = (await page.evaluate(() => (window as unknown as Record<string, unknown>).__moves)) as Array<{ at: number; duration: string }>;
    expect(moves[0].duration).toBe('300ms');
    // About 5000 ms apart (the delay plus the 300 ms slide); generous bounds for a loaded machine.
    expect(moves[1].at - moves[0].at).toBeGreaterThan(4500);
    expect(moves[1].at - moves[0].at).toBeLessThan(9000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('progress bars and circles use the SPEC settings and animate once, when scrolled into view', async () => {
    const { page, errors } = await open(pages.progress, width);
    const bar = page.locator('[data-island="progress"]').first();
    const circle = page.locator('[data-island="progress"]').nth(1);
    // Loaded when near the viewport, started only when actually on screen.
    await scrollJustBelow(page, '[data-island="progress"]');
    await page.waitForSelector('[data-island="progress"][data-mounted="true"]', { state: 'attached' });
    expect(await bar.getAttribute('data-state')).toBe('waiting');
    await bar.scrollIntoViewIfNeeded();
    await circle.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island="progress"]')].every((el) => (el as HTMLElement).dataset.state === 'done'));
    expect(await bar.locator('.yomu-progress__text').innerText()).toBe('75%');
    expect(await circle.locator('.yomu-progress__text').innerText()).toBe('60%');
    const look = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island="progress"]')].map((el) => {
        const paths = el.querySelectorAll('path');
        return {
          trail: paths[0].getAttribute('stroke'),
          trailWidth: paths[0].getAttribute('stroke-width'),
          stroke: paths[1].getAttribute('stroke-width'),
          font: getComputedStyle(el.querySelector('.yomu-progress__text') as Element).fontSize,
        };
      }),
    );
    expect(look).toEqual([
      { trail: '#eee', trailWidth: '0.1', stroke: '2', font: '14px' },
      { trail: '#32211c', trailWidth: '8', stroke: '8', font: '36px' },
    ]);
    expect(await circle.locator('.yomu-progress').getAttribute('aria-valuenow')).toBe('60');
    await screenshot(page, `blocks-progress-${name}`);
    // Scrolling away and back does not replay the animation: its state never leaves 'done'.
    const states = await watchStates(circle);
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page, 3); // the IntersectionObserver has seen it leave
    await circle.scrollIntoViewIfNeeded();
    await frames(page, 3); // and come back
    expect((await states()).filter((state) => state !== 'done')).toEqual([]);
    expect(await circle.getAttribute('data-state')).toBe('done');
    expect(await circle.locator('.yomu-progress__text').innerText()).toBe('60%');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the counter counts up to its end value with the separator and suffix, once in view', async () => {
    const { page, errors } = await open(pages.counter, width);
    const counter = page.locator('[data-island="counter"]');
    // Without the island the final value is already in the HTML.
    expect(await page.locator('.yomu-counter__number').innerText()).toBe('12.345+');
    await scrollJustBelow(page, '[data-island="counter"]');
    await page.waitForSelector('[data-island="counter"][data-mounted="true"]', { state: 'attached' });
    expect(await counter.getAttribute('data-state')).toBe('waiting');
    expect(await page.locator('.yomu-counter__number').innerText()).toBe('0+');
    await counter.scrollIntoViewIfNeeded();
    const seen = new Set<string>();
    await page.waitForFunction(() => (document.querySelector('[data-island="counter"]') as HTMLElement).dataset.state === 'counting');
    while ((await counter.getAttribute('data-state')) !== 'done') {
      seen.add(await page.locator('.yomu-counter__number').innerText());
      await frames(page, 1);
    }
    expect(await page.locator('.yomu-counter__number').innerText()).toBe('12.345+');
    // It passed through intermediate values, all formatted the same way.
    expect([...seen].some((v) => v !== '0+' && v !== '12.345+')).toBe(true);
    for (const value of seen) expect(value).toMatch(/^\d{1,3}(\.\d{3})*\+$/);
    const states = await watchStates(counter);
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page, 3);
    await counter.scrollIntoViewIfNeeded();
    await frames(page, 3);
    expect((await states()).filter((state) => state !== 'done')).toEqual([]);
    expect(await page.locator('.yomu-counter__number').innerText()).toBe('12.345+');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the countdown shows zero-padded units in full or short format and ticks every second', async () => {
    const { page, errors } = await open(pages.countdown, width);
    await page.waitForSelector('[data-island="countdown"][data-mounted="true"]', { state: 'attached' });
    const [full, short] = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island="countdown"]')].map((el) =>
        [...el.querySelectorAll('.yomu-countdown__unit')].map((unit) => ({
          unit: unit.className.replace(/.*--/, ''),
          value: unit.querySelector('.yomu-countdown__value')?.textContent ?? '',
          label: unit.querySelector('.yomu-countdown__label')?.textContent ?? '',
        })),
      ),
    );
    expect(full.map((u) => u.unit)).toEqual(['years', 'months', 'days', 'hours', 'minutes', 'seconds']);
    expect(short.map((u) => u.unit)).toEqual(['days', 'hours', 'minutes', 'seconds']);
    expect(full.slice(0, 4).map((u) => u.value)).toEqual(['00', '00', '02', '03']);
    expect(short.slice(0, 2).map((u) => u.value)).toEqual(['02', '03']);
    for (const unit of [...full, ...short]) expect(unit.value).toMatch(/^\d{2}$/);
    expect(full[2].label).toBe('Gün');
    expect(short[0].label).toBe(await translated(page, 'Days'));
    await screenshot(page, `blocks-countdown-${name}`);
    const seconds = () => page.locator('[data-island="countdown"]').first().locator('.yomu-countdown__unit--seconds .yomu-countdown__value').innerText();
    const before = await seconds();
    await page.waitForFunction((value) => document.querySelector('.yomu-countdown__unit--seconds .yomu-countdown__value')?.textContent !== value, before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a countdown with an invalid date shows the "incorrect time value" alert', async () => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(pages['countdown-invalid']);
    await page.waitForFunction(() => (document.querySelector('[data-island="countdown"]') as HTMLElement | null)?.dataset.state === 'invalid');
    expect(messages).toEqual([await translated(page, 'You have entered an incorrect time value')]);
    expect(await page.locator('.yomu-countdown__unit').count()).toBe(0);
    await page.close();
  });

  it('the icon box shows its icon, linked title and text', async () => {
    const { page, errors } = await open(pages['icon-box'], width);
    const box = page.locator('.yomu-icon-box');
    expect(await box.locator('svg path').count()).toBe(1);
    expect(await box.getByRole('link', { name: 'Oku' }).getAttribute('href')).toBe('/okuma/');
    expect(await box.locator('.yomu-icon-box__text').innerText()).toBe('Binlerce bölüm.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the video lightbox plays the video in the lightbox, and is a plain link without JavaScript', async () => {
    const { page, errors } = await open(pages.video, width);
    const link = page.locator('.yomu-video-lightbox');
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.waitForSelector('[data-island="lightbox"][data-mounted="true"]', { state: 'attached' });
    await link.click();
    const frame = page.locator('.pswp .yomu-lightbox__player');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(await frame.getAttribute('title')).toBe('Fragman');
    expect(page.url()).toBe(pages.video);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dataset.lightbox === 'closed');
    expect(await page.locator('.pswp').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});


// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
