// The age gate and the other first-visit overlays take turns: while an adult manga's age gate is open (the
// server marks the body `adult-content` and prints #adult_modal), nothing else asks the visitor anything.
// The adult-gate island removes the class and fires ADULT_CONFIRMED_EVENT once the visitor confirms.

export const ADULT_CONFIRMED_EVENT = 'yomu:adult-confirmed';

/** Whether the age gate is open on this page. */
export function ageGateOpen(doc: Document = document): boolean {
  return doc.body.classList.contains('adult-content') && doc.getElementById('adult_modal') !== null;
}

/** Resolves at once when no age gate is open, else once the visitor has confirmed their age (true). */
export function afterAgeGate(doc: Document = document): Promise<boolean> {
  if (!ageGateOpen(doc)) return Promise.resolve(false);
  return new Promise((resolve) => doc.addEventListener(ADULT_CONFIRMED_EVENT, () => resolve(true), { once: true }));
}
