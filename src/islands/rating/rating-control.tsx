// The rating block (SPEC §4, MADARA-SITE.md §8.7): the average with its stars and vote line, and for a reader who may
// vote a native radio group of five stars (arrow keys move and choose, a screen reader names the group and each
// star, right-to-left pages mirror it). Choosing a star saves it at once through wp-manga-save-rating; while a call
// runs, a newer choice waits and goes next, so arrowing across the stars sends at most two calls and the last
// choice wins. The status line announces the result.
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { callAction } from '../../lib/api/client';
import { noncesOf, SIGNED_IN_EVENT, signedInNonce } from '../../lib/session';
import { counterParts, type RatingProps, totalsFromHtml } from './state';

/** `unsaved`: a star the reader picked in the server's form before this came (0: none), saved at once. */
export function RatingControl({ initial, unsaved = 0 }: { initial: RatingProps; unsaved?: number }) {
  const { manga, canVote, form, labels, messages } = initial;
  const [totals, setTotals] = useState({ average: initial.average, averageText: initial.averageText, votes: initial.votes, text: initial.text });
  const [own, setOwn] = useState(Math.round(initial.own));
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // A sign-in brings a nonce made for the reader (one before the control came is in the session already).
  const [nonce, setNonce] = useState(() => signedInNonce('rating') ?? initial.nonce);
  // Read in callbacks without re-rendering: whether a call runs, and the choice that waits for it.
  const running = useRef(false);
  const next = useRef(0);

  useEffect(() => {
    const onSignedIn = (event: Event) => {
      const fresh = noncesOf(event).rating;
      if (fresh) setNonce(fresh);
    };
    document.addEventListener(SIGNED_IN_EVENT, onSignedIn);
    return () => document.removeEventListener(SIGNED_IN_EVENT, onSignedIn);
  }, []);

  async function save(star: number) {
    if (running.current) {
      next.current = star;
      return;
    }
    running.current = true;
    setBusy(true);
    let message = messages.error;
    try {
      const answer = await callAction('wp-manga-save-rating', { postID: String(manga), star, nonce });
      const saved = answer.success ? totalsFromHtml(answer.data.rating_html) : null;
      if (answer.success && saved) {
        setTotals({ ...saved, text: answer.data.text });
        message = messages.saved;
      }
    } catch {
      // A guest the site does not let vote gets body `0`; any other failure is the same message.
    } finally {
      running.current = false;
      setBusy(false);
    }
    const waiting = next.current;
    next.current = 0;
    if (waiting && waiting !== star) {
      void save(waiting);
      return;
    }
    setStatus(message);
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the star picked before the takeover.
  useEffect(() => (unsaved > 0 ? choose(unsaved) : undefined), []);

  function choose(star: number) {
    setOwn(star);
    setStatus('');
    void save(star);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (own > 0) void save(own);
  }

  return (
    <div className="post-rating">
      <div className="post-rating__total">
        <span className="score font-meta total_votes" id="averagerate">
          {totals.averageText}
        </span>
        <span className="post-rating__stars" aria-hidden="true" style={{ '--yomu-rating': `${totals.average * 20}%` } as CSSProperties}></span>
        <span className="post-rating__votes">
          {counterParts(totals.text).map((part, i) =>
            part.counter ? (
              <bdi dir="ltr" key={i}>
                {part.text}
              </bdi>
            ) : (
              part.text
            ),
          )}
        </span>
        <span id="countrate" hidden>
          {totals.votes}
        </span>
      </div>
      {canVote && (
        <form className="user-rating allow_vote" method="post" action={form} onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset className="rating-stars">
            <legend className="rating-stars__legend">{labels.legend}</legend>
            {labels.stars.map((label, i) => (
              <label className="rating-star" key={label}>
                <input type="radio" name="star" value={i + 1} checked={own === i + 1} onChange={() => choose(i + 1)} />
                <span className="rating-star__icon" aria-hidden="true"></span>
                <span className="screen-reader-text">{label}</span>
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="action" value="yomu_rating" />
          <input type="hidden" name="postID" className="rating-post-id" value={manga} />
          <input type="hidden" name="nonce" value={nonce} />
          {/* Choosing a star saves it; the button is for pages without JavaScript. */}
          <button type="submit" className="c-btn rating-submit" hidden>
            {labels.submit}
          </button>
          <span className="rating-status" role="status">
            {status}
          </span>
        </form>
      )}
    </div>
  );
}
