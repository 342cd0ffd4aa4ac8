// The reader island (plain DOM, no React: it is the biggest script on the reader route).
import { Reader } from './controller';
import type { ReaderProps } from './globals';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  new Reader(element, props as unknown as ReaderProps).start();
}
