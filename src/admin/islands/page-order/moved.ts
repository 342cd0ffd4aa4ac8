/** A copy of the list with the item at `from` moved to `to` (clamped to the list), the others keeping their order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const target = Math.min(Math.max(to, 0), copy.length - 1);
  if (from < 0 || from >= copy.length || from === target) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item);
  return copy;
}
