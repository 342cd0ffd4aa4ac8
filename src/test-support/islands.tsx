// Test helpers shared by the islands' Testing Library tests.
import { act } from 'react';
import { afterEach, vi } from 'vitest';
import type { AjaxAnswer } from '../lib/api/client';
import { unmountIsland } from '../lib/islands/mount-react';

const mounted: HTMLElement[] = [];

// Islands mounted through mountIsland() are removed after each test, like Testing Library's own renders.
afterEach(() => {
  mounted.splice(0).forEach((element) => {
    act(() => unmountIsland(element));
    element.remove();
  });
});

type Mount = (element: HTMLElement, props: Record<string, unknown>) => unknown;

/** Puts a mount point with the server fallback in the page, runs the island's mount() and waits for React. */
export async function mountIsland(mount: Mount, fallbackHtml: string, props: Record<string, unknown> = {}, name = 'island'): Promise<HTMLElement> {
  const element = document.createElement('div');
  element.dataset.island = name;
  element.dataset.props = JSON.stringify(props);
  element.innerHTML = fallbackHtml;
  document.body.appendChild(element);
  mounted.push(element);
  await act(async () => {
    await mount(element, props);
  });
  return element;
}

export interface StubbedCall {
  url: string;
  fields: Record<string, string>;
}

/**
 * Stubs fetch at the network boundary: `answer` gets each call's URL and form fields and returns the JSON (or
 * text) the server would. Returns the list of calls made, for assertions.
 */
export function stubFetch(answer: (call: StubbedCall) => AjaxAnswer<unknown> | string | { status: number; body: string }): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const fields: Record<string, string> = {};
      const body = init?.body;
      if (body instanceof URLSearchParams || body instanceof FormData) {
        body.forEach((value, key) => {
          fields[key] = typeof value === 'string' ? value : '[file]';
        });
      }
      const call = { url: String(url), fields };
      calls.push(call);
      const result = answer(call);
      if (typeof result === 'string') return new Response(result, { status: 200 });
      if ('status' in result && 'body' in result) return new Response(result.body, { status: result.status });
      return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
