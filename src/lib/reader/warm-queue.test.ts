import { describe, expect, it } from 'vitest';
import type { WarmTarget } from './plan';
import { WarmQueue } from './warm-queue';

const target = (url: string): WarmTarget => ({ url, width: 0, height: 0, sources: [] });

/** A fetch whose images finish only when the test says so. */
function controlledFetch() {
  const started: string[] = [];
  const finish: Array<() => void> = [];
  const fetchOne = (t: WarmTarget) => {
    started.push(t.url);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  const done = async () => {
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, fetchOne, done };
}

describe('the warm-up queue', () => {
  it('fetches one image at a time, each after the one before has loaded, in the order given', async () => {
    const fetch = controlledFetch();
    const queue = new WarmQueue(fetch.fetchOne);
    queue.set([target('/2'), target('/3'), target('/4')]);
    expect(fetch.started).toEqual(['/2']);
    await fetch.done();
    expect(fetch.started).toEqual(['/2', '/3']);
    await fetch.done();
    await fetch.done();
    expect(fetch.started).toEqual(['/2', '/3', '/4']);
  });

  it('replaces what still waits on a page turn, lets the image in flight finish, and never fetches an image twice', async () => {
    const fetch = controlledFetch();
    const queue = new WarmQueue(fetch.fetchOne);
    queue.set([target('/2'), target('/3'), target('/4')]);
    queue.set([target('/2'), target('/5'), target('/6')]);
    expect(fetch.started).toEqual(['/2']);
    await fetch.done();
    await fetch.done();
    await fetch.done();
    expect(fetch.started).toEqual(['/2', '/5', '/6']);
    queue.set([target('/5'), target('/7')]);
    await fetch.done();
    expect(fetch.started).toEqual(['/2', '/5', '/6', '/7']);
  });

  it('stops after the image in flight and takes nothing more until started again', async () => {
    const fetch = controlledFetch();
    const queue = new WarmQueue(fetch.fetchOne);
    queue.set([target('/2'), target('/3')]);
    queue.stop();
    queue.set([target('/4')]);
    await fetch.done();
    expect(fetch.started).toEqual(['/2']);
    queue.start();
    queue.set([target('/4')]);
    expect(fetch.started).toEqual(['/2', '/4']);
  });
});
