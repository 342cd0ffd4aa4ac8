// FAQ cards: the server renders <details>; this animates opening and closing (400 ms, ease-out, SPEC §9).
// States: closed → expanding → open and open → closing → closed; a click mid-animation reverses it.
export const FAQ_DURATION = 400;
export const FAQ_EASING = 'ease-out';

type FaqState = 'closed' | 'expanding' | 'open' | 'closing';

function enhance(card: HTMLDetailsElement): void {
  const summary = card.querySelector<HTMLElement>(':scope > summary');
  if (!summary) return;
  let animation: Animation | null = null;
  const setState = (state: FaqState) => {
    card.dataset.state = state;
  };
  setState(card.open ? 'open' : 'closed');

  const run = (from: number, to: number, opening: boolean) => {
    animation?.cancel();
    card.style.overflow = 'hidden';
    setState(opening ? 'expanding' : 'closing');
    const current = card.animate({ height: [`${from}px`, `${to}px`] }, { duration: FAQ_DURATION, easing: FAQ_EASING });
    animation = current;
    current.onfinish = () => {
      animation = null;
      card.open = opening;
      card.style.height = '';
      card.style.overflow = '';
      setState(opening ? 'open' : 'closed');
    };
  };

  summary.addEventListener('click', (event) => {
    event.preventDefault();
    if (typeof card.animate !== 'function') {
      card.open = !card.open;
      setState(card.open ? 'open' : 'closed');
      return;
    }
    const height = card.getBoundingClientRect().height;
    const state = card.dataset.state as FaqState;
    if (state === 'closed' || state === 'closing') {
      // Open first so the answer is measurable, then grow from the current height.
      card.open = true;
      const full = card.scrollHeight;
      run(height, full, true);
    } else {
      run(height, summary.getBoundingClientRect().height, false);
    }
  });
}

export function mount(element: HTMLElement): void {
  element.querySelectorAll<HTMLDetailsElement>('details.yomu-faq__card').forEach(enhance);
  element.dataset.mounted = 'true';
}
