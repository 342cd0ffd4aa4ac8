// One FAQ card: a <details> whose height animates open and closed (400 ms, ease-out, SPEC §9).
import { type MouseEvent, type SyntheticEvent, useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useAdoptedNodes, useTakeOverFocus } from '../../lib/islands/adopt';
import { detailsOpen, faqReducer, isOpening } from './faq-state';
import type { FaqItem } from './read-cards';

export const FAQ_DURATION = 400;
export const FAQ_EASING = 'ease-out';

export function FaqCard({ item }: { item: FaqItem }) {
  const [state, dispatch] = useReducer(faqReducer, item.open ? 'open' : 'closed');
  const card = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const animation = useRef<Animation | null>(null);
  const answer = useRef<HTMLDivElement>(null);
  useAdoptedNodes(answer, item.answer);
  const takeFocus = useTakeOverFocus(item.summary);
  const setSummary = useCallback(
    (node: HTMLElement | null) => {
      summary.current = node;
      takeFocus(node);
    },
    [takeFocus],
  );

  useEffect(() => () => animation.current?.cancel(), []);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    const details = card.current;
    if (!details || typeof details.animate !== 'function') {
      dispatch({ type: 'toggle', animated: false });
      return;
    }
    const opening = isOpening(state);
    const from = details.getBoundingClientRect().height;
    // Rendered now, not after the event: an opening card must be open before its full height can be measured,
    // and the animation starts within the click.
    flushSync(() => dispatch({ type: 'toggle', animated: true }));
    const to = opening ? details.scrollHeight : (summary.current?.getBoundingClientRect().height ?? 0);
    animation.current?.cancel();
    const current = details.animate({ height: [`${from}px`, `${to}px`] }, { duration: FAQ_DURATION, easing: FAQ_EASING });
    animation.current = current;
    current.onfinish = () => {
      if (animation.current !== current) return;
      animation.current = null;
      dispatch({ type: 'finished' });
    };
  };

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const open = event.currentTarget.open;
    if (open === detailsOpen(state)) return;
    animation.current?.cancel();
    animation.current = null;
    dispatch({ type: 'native', open });
  };

  const animating = state === 'expanding' || state === 'closing';
  return (
    <details
      ref={card}
      className="yomu-faq__card"
      open={detailsOpen(state)}
      data-state={state}
      style={animating ? { overflow: 'hidden' } : undefined}
      onToggle={onToggle}
    >
      <summary ref={setSummary} className="yomu-faq__question" onClick={toggle}>
        {item.question}
      </summary>
      <div ref={answer} className="yomu-faq__answer" />
    </details>
  );
}
