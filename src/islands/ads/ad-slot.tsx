// An ad slot (Ads\Markup): the server holds the slot's code in an inert <template>, so nothing from an ad network
// loads and no script runs until the visitor allows advertisement cookies (a law other than GDPR or CCPA asks
// for no consent). Even then the code waits for the page's load event and for the slot to be displayed (the wall
// slots are hidden on narrow screens), so it never competes with the page's first image. While consent is
// missing, the consent placeholder shows in the slot's reserved space; a choice made later fills or empties the
// slot without a reload.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CONSENT_EVENT } from '../consent/state';
import { type AdProps, consented, displayed, fillAd, pageLoaded } from './ads';

/** The server's consent placeholder (its classes and translated text), rendered as the server printed it. */
export interface AdNotice {
  className: string;
  text: string;
}

interface AdSlotProps {
  /** The island element: it carries data-ad, and its display decides when the code may load. */
  slot: HTMLElement;
  /** The held code (the server <template>'s content, read before the fallback goes). */
  code: DocumentFragment;
  notice: AdNotice | null;
  ad: AdProps;
}

export function AdSlot({ slot, code, notice, ad }: AdSlotProps) {
  const [allowed, setAllowed] = useState(() => consented(ad));
  const [ready, setReady] = useState(false);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => setAllowed(consented(ad));
    document.addEventListener(CONSENT_EVENT, update);
    update(); // a choice made between the first render and now
    return () => document.removeEventListener(CONSENT_EVENT, update);
  }, [ad]);

  useEffect(() => {
    let live = true;
    void pageLoaded()
      .then(() => displayed(slot))
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [slot]);

  // held (no consent), waiting (for the page's load and the slot's display), shown: what tests and styles key on.
  useLayoutEffect(() => {
    slot.dataset.ad = !allowed ? 'held' : ready ? 'shown' : 'waiting';
  }, [slot, allowed, ready]);

  useEffect(() => {
    const box = host.current;
    if (!box || !allowed || !ready) return;
    let withdrawn = false;
    // Custom code waits its turn behind other slots: consent gone before its turn, it never runs; gone while its
    // scripts load, what it put in goes once they are done.
    void fillAd(box, code, ad, () => !withdrawn).then(() => {
      if (withdrawn) box.replaceChildren();
    });
    return () => {
      // Withdrawn: what the ad put in the page goes (its scripts cannot be taken back; the consent island deletes
      // its cookies).
      withdrawn = true;
      box.replaceChildren();
    };
  }, [allowed, ready, code, ad]);

  return (
    <>
      {notice && (
        <p className={notice.className} hidden={allowed}>
          {notice.text}
        </p>
      )}
      <div className="yomu-ad__live" ref={host} />
    </>
  );
}
