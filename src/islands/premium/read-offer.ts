// Reads the server's locked-chapter offer (plugin Premium\LockedChapter) once, into the data the island renders
// from: every word comes translated from the server.

/** "Price: <strong>5 Points</strong>": the words around the amount, and the amount. */
export interface Amount {
  before: string;
  amount: string;
  after: string;
}

export interface OfferData {
  title: string;
  message: string;
  price: Amount | null;
  /** The member's balance line (null for a guest). */
  balance: Amount | null;
  /** A refusal kept from a form purchase ('' for none). */
  notice: string;
  /** Chapter Coin's "not enough coin" words when the member is short ('' otherwise). */
  lack: string;
  login: { text: string; href: string; label: string } | null;
  shop: { href: string; label: string } | null;
  /** The "Buy it" form (null for a guest or a member short of points). */
  form: { action: string; hidden: Array<{ name: string; value: string }>; button: string } | null;
  /** The nonce of action wp-manga-coin-nonce. */
  nonce: string;
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

function amountOf(paragraph: Element | null): Amount | null {
  const strong = paragraph?.querySelector('strong');
  if (!paragraph || !strong) return null;
  let before = '';
  let after = '';
  let seen = false;
  paragraph.childNodes.forEach((node) => {
    if (node === strong) seen = true;
    else if (seen) after += node.textContent ?? '';
    else before += node.textContent ?? '';
  });
  return { before, amount: text(strong), after };
}

export function readOffer(root: ParentNode): OfferData | null {
  const offer = root.querySelector('.premium-offer');
  if (!offer) return null;
  const form = offer.querySelector('form.premium-buy');
  const login = offer.querySelector<HTMLAnchorElement>('a.premium-sign-in');
  const shop = offer.querySelector<HTMLAnchorElement>('a.premium-shop');
  return {
    title: text(offer.querySelector('.premium-offer__title')),
    message: text(offer.querySelector('.premium-lock-message')),
    price: amountOf(offer.querySelector('.premium-lock-price')),
    balance: amountOf(offer.querySelector('.premium-balance')),
    notice: text(offer.querySelector('.premium-notice')),
    lack: text(offer.querySelector('.message-lack-of-coin')),
    login: login ? { text: text(offer.querySelector('.message-login')), href: login.getAttribute('href') ?? '', label: text(login) } : null,
    shop: shop ? { href: shop.getAttribute('href') ?? '', label: text(shop) } : null,
    form: form
      ? {
          action: form.getAttribute('action') ?? '',
          hidden: Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => ({ name: input.name, value: input.value })),
          button: text(form.querySelector('button[type="submit"]')),
        }
      : null,
    nonce: offer.querySelector<HTMLInputElement>('input[name="wp-manga-coin-nonce"]')?.value ?? '',
  };
}
