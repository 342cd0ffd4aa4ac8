// The consent island. The banner must not delay the page or become its LCP element, so it does not wait for
// React: this entry, which does not import React, shows the server's banner (or the revisit button)
// from the consent cookie and runs what the visitor already allowed. The React overlays (overlays.tsx) are
// fetched when the visitor first reaches for them (pointer over, focus in, a touch or a press), take over with
// the same markup, and replay a click made in between; until then the banner is the server's, unchanged.
// One dialog at a time: on a page with the age gate open, nothing of the consent overlays shows until the
// visitor has answered the gate; the banner then appears and takes the focus. (Without JavaScript the
// server's overlays stay hidden, so the age gate is the only dialog there too.)
import { afterAgeGate, ageGateOpen } from '../../lib/age-gate';
import { activate } from './activate';
import { readConfig } from './config';
import { readOverlays } from './server-markup';
import { choices, CONSENT_SCAN_EVENT, read } from './state';

const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/** Resolves when the visitor first reaches for the consent UI. */
function firstReach(server: Element): Promise<void> {
  return new Promise((resolve) => {
    const reached = () => {
      REACH_EVENTS.forEach((name) => server.removeEventListener(name, reached, true));
      resolve();
    };
    REACH_EVENTS.forEach((name) => server.addEventListener(name, reached, { capture: true, passive: true }));
  });
}

/** Reveals the banner (not acted yet) or the revisit button (acted); null hides both. */
function show(server: Element, acted: boolean | null): void {
  // Fades the island in (consent.css): painted transparent first, the banner is never the page's LCP element.
  if (acted !== null) server.closest('[data-island]')?.classList.add('is-revealed');
  server.querySelector('.yomu-consent-banner')?.toggleAttribute('hidden', acted !== false);
  server.querySelector('.yomu-consent-revisit')?.toggleAttribute('hidden', acted !== true);
}

export async function mount(element: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const config = readConfig(props);
  const run = () => {
    const allowed = choices(config.law, config.cookie);
    activate(document, (category) => category === 'necessary' || allowed[category] === 'yes');
  };
  run();
  document.addEventListener(CONSENT_SCAN_EVENT, run);
  const server = element.querySelector('.yomu-consent');
  const texts = server && readOverlays(server);
  if (!server || !texts) return;

  const waited = ageGateOpen() ? await afterAgeGate() : false;
  const acted = read(config.cookie)?.action === 'yes';
  show(server, acted);
  if (waited && !acted) server.querySelector<HTMLElement>('.yomu-consent-banner')?.focus({ preventScroll: true });
  let early: Element | null = null;
  const onEarlyClick = (event: Event) => {
    early = (event.target as Element).closest('[data-consent-do]') ?? early;
  };
  server.addEventListener('click', onEarlyClick);
  const takeEarlyClick = () => {
    server.removeEventListener('click', onEarlyClick);
    return early;
  };
  try {
    await firstReach(server);
    const { mountOverlays } = await import('./overlays');
    // mountReact waits for a press under way to end (press.ts): taken over between a button's pointerdown and its
    // click, the button would be gone and the visitor's first "Accept all" would do nothing.
    mountOverlays(element, { config, texts, server, takeEarlyClick });
  } catch (error) {
    // Without React the overlays cannot work: back to what a reader without JavaScript sees.
    takeEarlyClick();
    show(server, null);
    console.error('Island "consent" failed to load; keeping the fallback.', error);
  }
}
