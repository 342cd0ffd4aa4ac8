// From the loader's first moment until an interaction island's wake code listens (it comes in a chunk of its own,
// after the first image: wake.ts), a click on one of the links that ask for that island is held here, not followed
// to the no-JavaScript page (wp-login.php for "Giriş yap"), and given back once the island's wake code listens, so
// the reader's first click opens the modal however slowly the page's scripts arrive.

const listening = new WeakSet<HTMLElement>();
const held = new Map<HTMLElement, HTMLElement>();

/** Starts holding clicks on the wake links ([data-wake]) of the page's interaction islands. */
export function holdEarlyClicks(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      for (const island of root.querySelectorAll<HTMLElement>('[data-island][data-load="interaction"][data-wake]')) {
        const link = listening.has(island) ? null : event.target.closest<HTMLElement>(island.dataset.wake ?? '');
        if (!link) continue;
        event.preventDefault();
        event.stopPropagation();
        held.set(island, link);
        return;
      }
    },
    true,
  );
}

/** The island's own code answers its links from now on (or could not load: the link goes where it goes); a click held for it is given again. */
export function releaseClicks(island: HTMLElement): void {
  listening.add(island);
  const link = held.get(island);
  held.delete(island);
  link?.click();
}
