// The upload form's Index field starts at the next chapter index (the highest so far plus one, from the server)
// and moves on after each upload, so uploads land at the head of the chapter list in order.

/** The index the next upload takes: the server's answer, else one past both what we had and what was sent. */
export function followingIndex(fromServer: number | undefined, known: number | null, sent: number): number | null {
  if (typeof fromServer === 'number' && Number.isFinite(fromServer)) return fromServer;
  const candidates = [known ?? Number.NaN, Number.isFinite(sent) ? sent + 1 : Number.NaN].filter(Number.isFinite);
  return candidates.length ? Math.max(...candidates) : null;
}

/** Puts `index` in the form's Index field, as its value and its reset value. */
export function setIndexField(form: HTMLFormElement, index: number | null): void {
  const field = form.querySelector<HTMLInputElement>('input[name="chapter_index"]');
  if (!field || index === null) return;
  field.defaultValue = String(index);
  field.value = String(index);
}
