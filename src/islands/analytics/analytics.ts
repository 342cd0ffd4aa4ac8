// The measurement tag, loaded only with analytics consent. The site sends its own events through gtag():
// page views (history changes included), scroll depth, outbound clicks, downloads, form start/submit, video,
// site search; conversions (purchase) also ping Ads, but only with advertisement consent.
import { allowed, CONSENT_EVENT, type Law } from '../consent/state';

export interface AnalyticsProps {
  id: string;
  scriptUrl: string;
  adsId?: string;
  conversions?: string[];
  searchParams?: string[];
  downloads?: string[];
  law?: Law;
  cookie?: string;
}

type Params = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    yomuAnalytics?: { track: (name: string, params?: Params) => void };
  }
}

export function searchTerm(url: URL, params: string[]): string {
  for (const name of params) {
    const value = url.searchParams.get(name);
    if (value && value.trim()) return value.trim();
  }
  return '';
}

export function fileExtension(url: URL, extensions: string[]): string {
  const match = /\.([a-z0-9]+)$/i.exec(url.pathname);
  const extension = match ? match[1].toLowerCase() : '';
  return extensions.includes(extension) ? extension : '';
}

export function mountAnalytics(element: HTMLElement, props: AnalyticsProps): void {
  const law: Law = props.law === 'ccpa' ? 'ccpa' : 'gdpr';
  const cookie = props.cookie ?? 'cookieyes-consent';
  const conversions = props.conversions ?? ['purchase'];
  const searchParams = props.searchParams ?? ['q', 's', 'search', 'query', 'keyword'];
  const downloads = props.downloads ?? [];
  const analyticsOn = () => allowed('analytics', law, cookie);
  const adsOn = () => allowed('advertisement', law, cookie);
  let started = false;
  let lastPage = '';
  let scrolled = false;
  const formsStarted = new WeakSet<HTMLFormElement>();
  const videoMarks = new WeakMap<HTMLMediaElement, Set<number>>();

  // gtag.js reads Arguments objects from the data layer, not arrays: a classic function, not an arrow.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const gtag = function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    (window.dataLayer ??= []).push(arguments);
  };

  const consentMode = () => ({
    analytics_storage: analyticsOn() ? 'granted' : 'denied',
    ad_storage: adsOn() ? 'granted' : 'denied',
    ad_user_data: adsOn() ? 'granted' : 'denied',
    ad_personalization: adsOn() ? 'granted' : 'denied',
  });

  const track = (name: string, params: Params = {}) => {
    if (!started || !analyticsOn()) return;
    gtag('event', name, params);
    if (conversions.includes(name) && props.adsId && adsOn()) {
      gtag('event', 'conversion', { send_to: props.adsId, value: params.value, currency: params.currency, transaction_id: params.transaction_id });
    }
  };

  const pageView = () => {
    if (location.href === lastPage) return;
    lastPage = location.href;
    scrolled = false;
    track('page_view', { page_location: location.href, page_title: document.title });
    const term = searchTerm(new URL(location.href), searchParams);
    if (term) track('view_search_results', { search_term: term });
  };

  const onScroll = () => {
    if (scrolled) return;
    const root = document.documentElement;
    const depth = (window.scrollY + window.innerHeight) / Math.max(root.scrollHeight, 1);
    if (depth >= 0.9) {
      scrolled = true;
      track('scroll', { percent_scrolled: 90 });
    }
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link) return;
    let url: URL;
    try {
      url = new URL(link.href, location.href);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const extension = fileExtension(url, downloads);
    if (extension) {
      track('file_download', {
        file_extension: extension,
        file_name: url.pathname,
        link_url: url.href,
        link_text: (link.textContent ?? '').trim().slice(0, 100),
      });
    } else if (url.hostname !== location.hostname) {
      track('click', { link_url: url.href, link_domain: url.hostname, outbound: true });
    }
  };

  const formParams = (form: HTMLFormElement): Params => ({
    form_id: form.id || undefined,
    form_name: form.getAttribute('name') || undefined,
    form_destination: form.action || undefined,
  });

  const onFormStart = (event: FocusEvent) => {
    const form = (event.target as Element | null)?.closest?.('form');
    if (!(form instanceof HTMLFormElement) || formsStarted.has(form)) return;
    formsStarted.add(form);
    track('form_start', formParams(form));
  };

  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) track('form_submit', formParams(event.target));
  };

  const videoParams = (video: HTMLMediaElement): Params => ({
    video_url: video.currentSrc || undefined,
    video_title: video.getAttribute('title') || undefined,
    video_duration: Number.isFinite(video.duration) ? Math.round(video.duration) : undefined,
    video_current_time: Math.round(video.currentTime),
  });

  const onMedia = (event: Event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement)) return;
    const marks = videoMarks.get(video) ?? new Set<number>();
    videoMarks.set(video, marks);
    if (event.type === 'play' && !marks.has(0)) {
      marks.add(0);
      track('video_start', videoParams(video));
    } else if (event.type === 'timeupdate' && video.duration > 0) {
      const percent = (video.currentTime / video.duration) * 100;
      for (const mark of [10, 25, 50, 75]) {
        if (percent >= mark && !marks.has(mark)) {
          marks.add(mark);
          track('video_progress', { ...videoParams(video), video_percent: mark });
        }
      }
    } else if (event.type === 'ended' && !marks.has(100)) {
      marks.add(100);
      track('video_complete', videoParams(video));
    }
  };

  const watchHistory = () => {
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        window.setTimeout(pageView, 0);
      };
    }
    window.addEventListener('popstate', pageView);
  };

  const start = () => {
    if (started || !analyticsOn()) return;
    started = true;
    window.gtag = gtag;
    gtag('consent', 'default', consentMode());
    gtag('js', new Date());
    gtag('config', props.id, { send_page_view: false });
    if (props.adsId && adsOn()) gtag('config', props.adsId.split('/')[0]);
    const script = document.createElement('script');
    script.async = true;
    script.src = props.scriptUrl;
    document.head.appendChild(script);
    watchHistory();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFormStart);
    document.addEventListener('submit', onSubmit, true);
    for (const type of ['play', 'timeupdate', 'ended']) document.addEventListener(type, onMedia, true);
    pageView();
  };

  window.yomuAnalytics = { track };
  document.addEventListener(CONSENT_EVENT, () => {
    if (!started) return start();
    gtag('consent', 'update', consentMode());
    if (props.adsId && adsOn()) gtag('config', props.adsId.split('/')[0]);
  });
  start();
  element.dataset.mounted = 'true';
}
