// The header's disclosures (the account menu's <details>) open and close without JavaScript; with it they also close
// as a menu does: on a click elsewhere, and on Escape inside them, which gives the focus back to their summary.

/** Closes the open disclosures the selector names as a menu closes; returns the function that stops it. */
export function dismissDisclosures(selector: string): () => void {
  const open = `${selector}[open]`;
  const onPointer = (event: PointerEvent) => {
    document.querySelectorAll<HTMLDetailsElement>(open).forEach((details) => {
      if (!(event.target instanceof Node && details.contains(event.target))) details.open = false;
    });
  };
  const onKey = (event: KeyboardEvent) => {
    const details = event.key === 'Escape' && event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(open) : null;
    if (!details) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('pointerdown', onPointer);
    document.removeEventListener('keydown', onKey);
  };
}
