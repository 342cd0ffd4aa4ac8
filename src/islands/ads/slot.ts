// An ad slot (Ads\Markup): the server holds the slot's code in an inert <template>, so nothing from an ad network
// loads and no script runs until the visitor allows advertisement cookies (a law other than GDPR or CCPA asks
// for no consent). Even then the code waits for the page's load event and for the slot to be displayed (the wall
// slots are hidden on narrow screens), so it never competes with the page's first image. While consent is
// missing, the server's consent placeholder shows in the slot's reserved space; a choice made later fills or empties
// the slot without a reload. The slot draws nothing of its own (the placeholder is the server's, the ad the
// network's), so it is plain code and a page with ads loads no React for them.
import { CONSENT_EVENT } from '../consent/state';
import { type AdProps, consented, displayed, fillAd, pageLoaded } from './ads';

/** Takes the slot over: `code` is the held code (the server <template>'s content), `notice` the server placeholder. */
export function takeOverSlot(slot: HTMLElement, code: DocumentFragment, notice: HTMLElement | null, ad: AdProps): void {
  const host = document.createElement('div');
  host.className = 'yomu-ad__live';
  slot.querySelector('template.yomu-ad__code')?.remove();
  slot.append(host);
  let allowed = consented(ad);
  let ready = false;
  // Empties the slot and stops a fill still waiting its turn; null while the slot is empty.
  let withdraw: (() => void) | null = null;

  const update = () => {
    // held (no consent), waiting (for the page's load and the slot's display), shown: what tests and styles key on.
    slot.dataset.ad = !allowed ? 'held' : ready ? 'shown' : 'waiting';
    if (notice) notice.hidden = allowed;
    if (allowed && ready && !withdraw) {
      let withdrawn = false;
      withdraw = () => {
        withdrawn = true;
        host.replaceChildren();
      };
      // Custom code waits its turn behind other slots: consent gone before its turn, it never runs; gone while its
      // scripts load, what it put in goes once they are done.
      void fillAd(host, code, ad, () => !withdrawn).then(() => {
        if (withdrawn) host.replaceChildren();
      });
    } else if (!allowed && withdraw) {
      // Withdrawn: what the ad put in the page goes (its scripts cannot be taken back; the consent island deletes
      // its cookies).
      withdraw();
      withdraw = null;
    }
  };

  document.addEventListener(CONSENT_EVENT, () => {
    allowed = consented(ad);
    update();
  });
  void pageLoaded()
    .then(() => displayed(slot))
    .then(() => {
      ready = true;
      update();
    });
  update();
  slot.dataset.mounted = 'true';
}
