/**
 * Resolves in a task of its own, so that work after it does not lengthen the task that awaited it: islands that
 * become ready together (their strings arrive at once) mount one per task, never as one long task.
 */
export function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
