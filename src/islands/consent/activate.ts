// Scripts and frames held back by the server (Consent\Blocker): activated when their category is allowed,
// frames put back behind their placeholder when it is withdrawn.
import type { Category } from './state';

export function activate(root: ParentNode, isAllowed: (category: Category) => boolean): void {
  root.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-yomu-consent]').forEach((held) => {
    if (!isAllowed(held.dataset.yomuConsent as Category)) return;
    const script = document.createElement('script');
    for (const { name, value } of Array.from(held.attributes)) {
      if (name !== 'type' && name !== 'data-yomu-type' && name !== 'data-yomu-consent') script.setAttribute(name, value);
    }
    if (held.dataset.yomuType) script.type = held.dataset.yomuType;
    script.dataset.yomuConsentActivated = held.dataset.yomuConsent;
    if (!held.src) script.text = held.text;
    held.replaceWith(script);
  });

  root.querySelectorAll<HTMLIFrameElement>('iframe[data-yomu-consent][data-src]').forEach((frame) => {
    const embed = frame.closest<HTMLElement>('.yomu-consent-embed');
    if (isAllowed(frame.dataset.yomuConsent as Category)) {
      if (frame.getAttribute('src') !== frame.dataset.src) frame.src = frame.dataset.src ?? '';
      embed?.classList.add('is-allowed');
    } else if (frame.hasAttribute('src')) {
      frame.removeAttribute('src');
      embed?.classList.remove('is-allowed');
    }
  });
}
