import { mountAnalytics, type AnalyticsProps } from './analytics';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  mountAnalytics(element, props as unknown as AnalyticsProps);
}
