// The ad slot's plain helpers (the React slot is ad-slot.tsx): its props, whether the visitor's consent allows ads,
// the waits for the page's load event and for the slot to be displayed, and filling a host with the held code
// (AdSense, or custom code whose scripts run in order with document.write kept inside the slot).
import { allowed, type Law } from '../consent/state';

export interface AdProps {
  kind: 'adsense' | 'code';
  law: string;
  cookie: string;
  /** AdSense's script (adsense only). */
  script: string;
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export function readProps(props: Record<string, unknown>): AdProps {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  let script = '';
  try {
    const url = new URL(text(props.script), window.location.href);
    if (text(props.script) !== '' && (url.protocol === 'https:' || url.protocol === 'http:')) script = url.href;
  } catch {
    // no script
  }
  return { kind: props.kind === 'adsense' ? 'adsense' : 'code', law: text(props.law), cookie: text(props.cookie) || 'cookieyes-consent', script };
}

export function consented(props: AdProps): boolean {
  return props.law === 'gdpr' || props.law === 'ccpa' ? allowed('advertisement', props.law as Law, props.cookie) : true;
}

/** Resolves once the window has loaded. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once the element takes up space (display: none slots wait until a wider screen shows them). */
export function displayed(element: HTMLElement): Promise<void> {
  if (element.getClientRects().length > 0 || typeof ResizeObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

let adsense: HTMLScriptElement | null = null;

function loadAdsense(url: string): void {
  if (adsense || !url) return;
  adsense = document.createElement('script');
  adsense.async = true;
  adsense.crossOrigin = 'anonymous';
  adsense.src = url;
  document.head.appendChild(adsense);
}

/** A live copy of a held script (scripts copied out of a template are not guaranteed to run). */
function liveScript(held: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of Array.from(held.attributes)) script.setAttribute(name, value);
  if (!held.src) script.text = held.text;
  return script;
}

/** Fills run one at a time: a script's document.write goes to its own slot. */
let queue: Promise<void> = Promise.resolve();

/**
 * Puts the held code in `host` and runs its scripts in document order, each external one loaded before the next
 * runs, as they would have run in the page. document.write from them writes in place (after the script) instead
 * of over the page, and so does a later one. A run still waiting for its turn when `wanted` turns false (consent
 * withdrawn meanwhile) puts nothing in and runs nothing.
 */
export function runCode(host: HTMLElement, fragment: DocumentFragment, wanted: () => boolean = () => true): Promise<void> {
  const run = async () => {
    if (!wanted()) return;
    const scripts = Array.from(fragment.querySelectorAll('script'));
    const marks = scripts.map((script) => {
      const mark = document.createComment('ad-script');
      script.replaceWith(mark);
      return mark;
    });
    host.append(fragment);
    try {
      for (const [i, mark] of marks.entries()) {
        const script = liveScript(scripts[i]);
        // What the script writes goes after it, in the order written.
        const point = document.createComment('ad-write');
        mark.after(point);
        const here = (...html: string[]) => point.before(document.createRange().createContextualFragment(html.join('')));
        document.write = here;
        document.writeln = (...html: string[]) => here(...html, '\n');
        const done = script.src
          ? new Promise<void>((resolve) => {
              script.addEventListener('load', () => resolve(), { once: true });
              script.addEventListener('error', () => resolve(), { once: true });
            })
          : Promise.resolve();
        mark.replaceWith(script);
        await done;
        point.remove();
      }
    } finally {
      // A write after the page has loaded (an ad's timer or callback) would replace the whole page: it lands here.
      const late = (...html: string[]) => host.append(document.createRange().createContextualFragment(html.join('')));
      document.write = late;
      document.writeln = (...html: string[]) => late(...html, '\n');
    }
  };
  queue = queue.then(run, run);
  return queue;
}

/**
 * Puts the slot's code (a fresh copy of the held template content) in `host`: an AdSense unit is pushed to AdSense
 * (its script loaded once per page), custom code runs through runCode (not at all if `wanted` is false by its
 * turn). Resolves once the code has run.
 */
export function fillAd(host: HTMLElement, code: DocumentFragment, props: AdProps, wanted: () => boolean = () => true): Promise<void> {
  const fragment = document.importNode(code, true);
  if (props.kind !== 'adsense') return runCode(host, fragment, wanted);
  host.append(fragment);
  loadAdsense(props.script);
  host.querySelectorAll('ins.adsbygoogle').forEach(() => (window.adsbygoogle ??= []).push({}));
  return Promise.resolve();
}
