// An ad slot (Ads\Markup): the server holds the slot's code in an inert <template>, so nothing from an ad network
// loads and no script runs until the visitor allows advertisement cookies (a law other than GDPR or CCPA asks
// for no consent). Even then the code waits for the page's load event and for the slot to be displayed (the wall
// slots are hidden on narrow screens), so it never competes with the page's first image. While consent is
// missing, the server's consent placeholder shows in the slot's reserved space; a choice made later fills or
// empties the slot without a reload.
// Plain DOM, no React: a slot only shows or hides a placeholder and runs code. As a React island it fetched and
// started React on every page with an ad, 150 ms of main thread under a 4× slower CPU (issue 35).
import { CONSENT_EVENT } from '../consent/state';
import { type AdProps, consented, displayed, fillAd } from './ads';

/**
 * Takes the slot over: the held code (read from the server's <template>, which goes) runs in a host of its own
 * once consent allows it and the slot is displayed, and leaves it when consent is withdrawn.
 */
export function mountAdSlot(slot: HTMLElement, template: HTMLTemplateElement, notice: HTMLElement | null, ad: AdProps): void {
  const code = template.content;
  const host = Object.assign(document.createElement('div'), { className: 'yomu-ad__live' });
  template.replaceWith(host);
  let allowed = consented(ad);
  let ready = false;
  let withdraw: (() => void) | null = null;

  const render = () => {
    if (notice) notice.hidden = allowed;
    // held (no consent), waiting (for the slot's display), shown: what tests and styles key on.
    slot.dataset.ad = !allowed ? 'held' : ready ? 'shown' : 'waiting';
    if (allowed && ready && !withdraw) {
      let withdrawn = false;
      // Custom code waits its turn behind other slots: consent gone before its turn, it never runs; gone while its
      // scripts load, what it put in goes once they are done.
      void fillAd(host, code, ad, () => !withdrawn).then(() => {
        if (withdrawn) host.replaceChildren();
      });
      withdraw = () => {
        // What the ad put in the page goes (its scripts cannot be taken back; the consent island deletes its cookies).
        withdrawn = true;
        host.replaceChildren();
      };
    } else if (!allowed && withdraw) {
      withdraw();
      withdraw = null;
    }
  };

  document.addEventListener(CONSENT_EVENT, () => {
    allowed = consented(ad);
    render();
  });
  render();
  slot.dataset.mounted = 'true';
  void displayed(slot).then(() => {
    ready = true;
    render();
  });
}
