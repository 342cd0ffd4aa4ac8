// The locked chapter's offer (MADARA-SITE.md §8.9): "Buy it" posts wp_manga_buy_chapter through the typed client,
// the answer's message is announced, and a purchase opens the chapter (data.url). A guest who signs in through the
// account modal gets the page again, now with their balance and the form.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callAction, RequestError } from '../../lib/api/client';
import { __ } from '../../lib/i18n';
import { SIGNED_IN_EVENT } from '../../lib/session';
import { browser } from './navigate';
import type { Amount, OfferData } from './read-offer';

interface Props {
  offer: OfferData;
  chapter: number;
}

function AmountLine({ className, value }: { className: string; value: Amount }) {
  return (
    <p className={className}>
      {value.before}
      <strong>{value.amount}</strong>
      {value.after}
    </p>
  );
}

export function PremiumOffer({ offer, chapter }: Props) {
  const [message, setMessage] = useState(offer.notice);
  const [failed, setFailed] = useState(offer.notice !== '');
  const [busy, setBusy] = useState(false);
  const nonce = useRef(offer.nonce);
  const { form, login, shop } = offer;

  useEffect(() => {
    if (!login) return;
    const reload = () => browser.reload();
    document.addEventListener(SIGNED_IN_EVENT, reload);
    return () => document.removeEventListener(SIGNED_IN_EVENT, reload);
  }, [login]);

  async function buy(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(__('Buying…'));
    setFailed(false);
    try {
      const answer = await callAction('wp_manga_buy_chapter', { chapter: String(chapter), nonce: nonce.current });
      if (answer.data?.nonce) nonce.current = answer.data.nonce;
      setMessage(answer.data?.message || __('Invalid request. Please try again'));
      if (answer.success && answer.data.url) {
        browser.go(answer.data.url);
        return;
      }
      setFailed(true);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setMessage(__('The site could not be reached. Try again.'));
      setFailed(true);
    }
    setBusy(false);
  }

  return (
    <div className="premium-offer">
      <h2 className="premium-offer__title">{offer.title}</h2>
      <p className="premium-lock-message">{offer.message}</p>
      {offer.price && <AmountLine className="premium-lock-price" value={offer.price} />}
      {login && <p className="message-login">{login.text}</p>}
      {offer.balance && <AmountLine className="premium-balance" value={offer.balance} />}
      {offer.lack && <p className="message-lack-of-coin">{offer.lack}</p>}
      <div className="premium-live" role="status" aria-live="polite">
        {message !== '' && message !== offer.lack && <p className={failed ? 'premium-notice premium-notice--error' : 'premium-notice'}>{message}</p>}
      </div>
      {login && (
        <p className="premium-offer__actions">
          <a className="btn btn-primary premium-sign-in btn-active-modal" data-yomu-modal="form-login" href={login.href}>
            {login.label}
          </a>
        </p>
      )}
      {shop && (
        <p className="premium-offer__actions">
          <a className="btn btn-primary premium-shop" href={shop.href}>
            {shop.label}
          </a>
        </p>
      )}
      {form ? (
        <form className="premium-buy" method="post" action={form.action} onSubmit={(event) => void buy(event)}>
          {form.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.name === 'wp-manga-coin-nonce' ? nonce.current : field.value} />
          ))}
          <p className="premium-offer__actions">
            <button type="submit" className="btn btn-primary btn-agree" aria-disabled={busy || undefined}>
              {form.button}
            </button>
          </p>
        </form>
      ) : (
        <input type="hidden" name="wp-manga-coin-nonce" value={offer.nonce} />
      )}
    </div>
  );
}
