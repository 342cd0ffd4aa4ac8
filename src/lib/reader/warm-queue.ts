// Fetches the images ahead one at a time, in the order given (reading order): each starts only when the one before
// has loaded, so the next page never shares the link with a later one.
import type { WarmTarget } from './plan';

export type FetchOne = (target: WarmTarget) => Promise<void>;

export class WarmQueue {
  private waiting: WarmTarget[] = [];
  private running = false;
  private stopped = false;
  private readonly fetched = new Set<string>();

  constructor(private readonly fetchOne: FetchOne) {}

  /** What to fetch now, replacing what still waits (the image in flight finishes); images fetched before are skipped. */
  set(targets: readonly WarmTarget[]): void {
    if (this.stopped) return;
    this.waiting = targets.filter((target) => !this.fetched.has(target.url));
    void this.pump();
  }

  /** Drops what still waits and takes nothing more until start() (the reader has gone). */
  stop(): void {
    this.stopped = true;
    this.waiting = [];
  }

  start(): void {
    this.stopped = false;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let target = this.waiting.shift(); target; target = this.waiting.shift()) {
      if (this.fetched.has(target.url)) continue;
      this.fetched.add(target.url);
      await this.fetchOne(target).catch(() => undefined);
    }
    this.running = false;
  }
}
