// The reader: the three ways a page changes (preloaded in place, in-place fetch, normal navigation), keys,
// click zones, click-to-scroll, preferences, history and views. Plain DOM: it is the biggest script on the route.
import DOMPurify from 'dompurify';
import { postAction, postForHtml } from '../../lib/api/client';
import { __, sprintf } from '../../lib/i18n';
import { scrollToY } from '../../lib/scroll';
import { changeWay, imagesOfPage, keyTurn, NavigationLock, navigationPage, preloadWindow, swipeTurn, zoneTurn, type Turn } from '../../lib/reader/state';
import { drawImages, isTyping, navButton, optionLink, setButtons, setLoading, visible } from './dom';
import { globals, type Link, type ReaderProps } from './globals';
import { recordHistory } from './history';
import { bindPreferences } from './preferences';
import { createProgress, scrollToImage, trackScroll, type Progress } from './progress';
import { bindSettings, direction } from './settings';
import { bindSwipe } from './swipe';
import { createZoom, type Zoom } from './zoom';

interface NavigateAnswer {
  message: string;
  data: {
    content: string;
    nav: string;
    title: string;
    page: number;
    pages: number;
    chapter: string;
    chapterId: number;
    images?: string[];
    sizes?: Array<[number, number]>;
    perPage?: number;
    prevChapter?: Link | null;
    nextChapter?: Link | null;
    nextImage?: string;
  };
}

const TOUCH_TAP_DELAY_MS = 300;

/** Fetches and decodes an image off the main thread, so showing it later costs no decode. */
function warm(url: string): void {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  void img.decode().catch(() => undefined);
}

export class Reader {
  private readonly lock = new NavigationLock();
  private page: number;
  private pages: number;
  private chapter: string;
  private chapterId: number;
  private preloadedChapter: string;
  private readonly warmed = new Set<string>();
  private readonly zoom: Zoom;
  private progress: Progress | null = null;
  private pendingTap = 0;
  /** Where the preloaded chapter's first and last pages lead, and the next chapter's first image. */
  private edges: { prev: Link | null; next: Link | null; nextImage: string };

  constructor(
    private readonly root: HTMLElement,
    private readonly props: ReaderProps,
  ) {
    this.page = props.page;
    this.pages = props.pages;
    this.chapter = props.chapter;
    this.chapterId = props.chapterId;
    this.preloadedChapter = props.preload ? props.chapter : '';
    this.zoom = createZoom(root);
    this.edges = { prev: props.prevChapter, next: props.nextChapter, nextImage: props.nextImage };
  }

  start(): void {
    this.root.querySelector('.reader-toolbar')?.classList.remove('reader-toolbar--pending');
    bindPreferences(this.root);
    this.root.addEventListener('click', (event) => this.onClick(event));
    this.root.addEventListener('change', (event) => this.onChange(event));
    document.addEventListener('keydown', (event) => this.onKey(event));
    window.addEventListener('popstate', (event) => this.onPopState(event));
    bindSwipe(this.root, (dx) => {
      if (!this.zoom.zoomed()) this.turn(swipeTurn(dx, direction()));
    });
    bindSettings(this.root, this.props, () => this.progress?.flip());
    this.startProgress();
    history.replaceState({ yomuReader: true, chapter: this.chapter, page: this.page }, '', location.href);
    this.afterFirstImage(() => this.warmUp());
    const params = globals().user_history_params;
    window.setTimeout(() => this.remember(), params?.interval ?? 5000);
    this.root.dataset.mounted = 'true';
  }

  private get pagedVar(): string {
    return globals().manga?.manga_paged_var ?? 'manga-paged';
  }

  private get preloaded(): boolean {
    return this.preloadedChapter !== '' && this.preloadedChapter === this.chapter && !!globals().chapter_preloaded_images;
  }

  /** Follows a nav button, a click zone's button, or an option. */
  go(link: Link, page: number, chapter: string): void {
    if (this.lock.busy) return;
    const way = changeWay({
      sameChapter: chapter === this.chapter && page > 0,
      preloaded: this.preloaded,
      ajaxEnabled: !!globals().mangaReadingAjax && this.props.ajax,
      navigation: link.navigation,
    });
    if (way === 'preloaded') this.showPreloaded(page, true);
    else if (way === 'ajax') void this.fetchPage(link);
    else location.assign(link.url);
  }

  /** Where a nav button leads: a page of this chapter or another chapter. */
  private follow(button: HTMLAnchorElement): void {
    const navigation = button.dataset.navigation ?? '';
    const link = { url: button.href, navigation };
    if (button.classList.contains('back')) return location.assign(button.href);
    const forward = button.classList.contains('next_page');
    let page = navigationPage(navigation, this.pagedVar);
    let chapter = navigation ? (new URLSearchParams(navigation).get('chapter') ?? '') : '';
    if (!navigation && this.preloaded) {
      const next = this.page + (forward ? 1 : -1);
      if (next >= 1 && next <= this.pages) {
        page = next;
        chapter = this.chapter;
      }
    }
    this.go(link, page, chapter);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLAnchorElement>('.wp-manga-nav .nav-links a.btn');
    if (button && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      return this.follow(button);
    }
    const inContent = target.closest('.reading-content');
    const touch = (event as PointerEvent).pointerType === 'touch';
    if (inContent && touch && this.props.kind === 'image' && this.zoom.tap(event.clientX, event.clientY)) {
      event.preventDefault();
      window.clearTimeout(this.pendingTap);
      return;
    }
    const zone = target.closest<HTMLAnchorElement>('.page-link');
    if (zone && document.body.classList.contains('manga-reading-paged-style')) {
      event.preventDefault();
      const turn = this.zoneOf(event.clientX);
      // A touch tap waits for a possible second tap (double-tap zoom); mouse clicks turn at once.
      if (touch) this.pendingTap = window.setTimeout(() => this.turn(turn), TOUCH_TAP_DELAY_MS);
      else this.turn(turn);
      return;
    }
    if (inContent && document.body.classList.contains('click-to-scroll') && !target.closest('a')) {
      void scrollToY(window.scrollY + 500, this.props.kind === 'image' ? 200 : 1000);
    }
  }

  private onChange(event: Event): void {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    if (select.classList.contains('volume-select')) {
      this.root.querySelectorAll<HTMLElement>('.selectpicker_chapter').forEach((box) => {
        box.hidden = box.getAttribute('for') !== `volume-id-${select.value}`;
      });
      return;
    }
    const option = select.selectedOptions[0] ?? null;
    const link = optionLink(option);
    if (!link || link.url === '#') return;
    if (select.classList.contains('single-pager')) return this.go(link, Number(select.value), this.chapter);
    if (select.classList.contains('single-chapter-select')) return this.go(link, 1, select.value);
    location.assign(link.url);
  }

  private onKey(event: KeyboardEvent): void {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '?') {
      this.root.querySelector<HTMLDialogElement>('.reader-help-dialog')?.showModal?.();
      return;
    }
    if (!document.body.classList.contains('keyboard-navigate')) return;
    const turn = keyTurn(event.key, direction());
    if (!turn) return;
    const kind = turn === 'next' ? 'next_page' : 'prev_page';
    const button = navButton(this.root, kind);
    if (button) {
      event.preventDefault();
      this.follow(button);
    } else if (kind === 'next_page') {
      const back = navButton(this.root, 'back');
      if (back) location.assign(back.href);
    }
  }

  /** Follows Prev or Next when that link is visible. */
  private turn(turn: Turn): void {
    const button = navButton(this.root, turn === 'next' ? 'next_page' : 'prev_page');
    if (visible(button)) this.follow(button);
  }

  /** Prev or Next for a click at x: halves of the part of the reading area on screen (zoomed or not). */
  private zoneOf(x: number): Turn {
    const rect = this.root.querySelector('.reading-content')?.getBoundingClientRect();
    const view = window.visualViewport;
    const viewLeft = view ? view.offsetLeft : 0;
    const viewRight = viewLeft + (view ? view.width : window.innerWidth);
    return zoneTurn(x, Math.max(rect?.left ?? 0, viewLeft), Math.min(rect?.right ?? viewRight, viewRight), direction());
  }

  private get scrolling(): boolean {
    return this.props.kind === 'image' && this.props.style === 'list';
  }

  /** The progress bar (image chapters): reading pages in the paged style, images in list and long strip. */
  private startProgress(): void {
    const content = this.root.querySelector('.reading-content');
    if (this.props.kind !== 'image' || this.props.hidden || !content) return;
    if (this.scrolling) {
      const progress = createProgress(this.root, () => direction() === 'rtl', (n) => scrollToImage(content, n));
      this.progress = progress;
      trackScroll(content, progress, () => this.warmNextChapter());
      return;
    }
    this.progress = createProgress(this.root, () => direction() === 'rtl', (n) => this.jump(n));
    this.progress.set(this.page, this.pages);
  }

  /** Jumps to a reading page of the chapter on screen. */
  private jump(page: number): void {
    if (page === this.page) return;
    const option = this.root.querySelector<HTMLOptionElement>(`#single-pager option[value="${page}"]`);
    const link = optionLink(option);
    if (link) this.go(link, page, this.chapter);
  }

  private onPopState(event: PopStateEvent): void {
    const state = event.state as { yomuReader?: boolean; chapter?: string; page?: number } | null;
    if (state?.yomuReader && state.chapter === this.chapter && this.preloaded && state.page) this.showPreloaded(state.page, false);
    else if (state?.yomuReader) location.reload();
  }

  /** Way 1: draws a page of the preloaded chapter in place, with no request. */
  private showPreloaded(page: number, push: boolean): void {
    const urls = globals().chapter_preloaded_images ?? [];
    const content = this.root.querySelector('.reading-content');
    if (!content) return;
    const perPage = globals().chapter_images_per_page ?? 1;
    this.zoom.reset();
    drawImages(content, urls, imagesOfPage(page, perPage, urls.length), globals().yomu_chapter_image_sizes ?? []);
    this.page = page;
    const pager = this.root.querySelector<HTMLSelectElement>('#single-pager');
    const option = (p: number) => optionLink(pager?.querySelector<HTMLOptionElement>(`option[value="${p}"]`) ?? null);
    setButtons(
      this.root,
      page > 1 ? option(page - 1) : this.edges.prev,
      page < this.pages ? option(page + 1) : this.edges.next,
      this.props.backUrl,
    );
    this.root.querySelectorAll<HTMLSelectElement>('.single-pager').forEach((select) => (select.value = String(page)));
    const url = option(page)?.url ?? location.href;
    this.changed(url, push);
  }

  /** Way 2: fetches the page with chapter_navigate_page and swaps the content and the nav bar. */
  private async fetchPage(link: Link): Promise<void> {
    if (!this.lock.begin()) return;
    setLoading(this.root, true);
    const fields = Object.fromEntries(new URLSearchParams(link.navigation));
    delete fields.action;
    try {
      const answer = await postAction<NavigateAnswer, { message?: string }>('chapter_navigate_page', fields);
      if (!answer.success) throw new Error(answer.data?.message || __('The page could not be loaded.'));
      const data = answer.data.data;
      const container = this.root.querySelector('.read-container');
      if (container) container.innerHTML = DOMPurify.sanitize(data.content);
      this.root.querySelectorAll('.wp-manga-nav').forEach((nav, i) => {
        const fresh = document.createElement('div');
        fresh.innerHTML = DOMPurify.sanitize(data.nav);
        const bar = fresh.firstElementChild;
        if (!bar) return;
        if (i > 0) {
          bar.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
          bar.classList.replace('header', 'footer');
          bar.setAttribute('data-position', 'footer');
        }
        nav.replaceWith(bar);
      });
      const chapterChanged = data.chapter !== this.chapter;
      this.chapter = data.chapter;
      this.chapterId = data.chapterId;
      this.page = data.page;
      this.pages = data.pages;
      this.zoom.reset();
      this.adopt(data);
      const heading = document.getElementById('chapter-heading');
      if (heading && chapterChanged) heading.textContent = data.title;
      const current = document.getElementById('wp-manga-current-chap') as HTMLInputElement | null;
      if (current) current.value = data.chapter;
      const manga = globals().manga;
      if (manga) manga.chapter_slug = data.chapter;
      this.recordView();
      void this.reloadSelectors();
      setLoading(this.root, false);
      this.changed(link.url, true);
    } catch (error) {
      setLoading(this.root, false);
      const content = this.root.querySelector('.reading-content');
      const message = document.createElement('p');
      message.className = 'reader-error';
      message.setAttribute('role', 'alert');
      message.textContent = error instanceof Error ? error.message : String(error);
      content?.replaceChildren(message);
    } finally {
      this.lock.end();
    }
  }

  /** After every change: history entry, scroll to the content, announce, remember, warm up the next pages. */
  private changed(url: string, push: boolean): void {
    this.progress?.set(this.page, this.pages);
    const status = this.root.querySelector('.reader-status');
    if (status) status.textContent = sprintf(__('Page %1$d of %2$d'), this.page, this.pages);
    const state = { yomuReader: true, chapter: this.chapter, page: this.page };
    // Only the swap itself runs before the new page paints; the URL, the scroll (which would force a layout),
    // history and preloading follow right after that frame.
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        if (push) history.pushState(state, '', url);
        const content = this.root.querySelector<HTMLElement>('.reading-content');
        if (content) void scrollToY(content.getBoundingClientRect().top + window.scrollY, 500);
        this.remember();
        this.warmUp();
      }, 0),
    );
  }

  private remember(): void {
    recordHistory({ chapter: this.chapter, chapterId: this.chapterId, page: this.page, root: this.root });
  }

  private recordView(): void {
    const manga = globals().manga;
    if (!manga || manga.enable_manga_view === '0') return;
    void postAction('manga_views', { manga: manga.manga_id, chapter: this.chapter }, { keepalive: true }).catch(() => undefined);
  }

  private async reloadSelectors(): Promise<void> {
    const holder = this.root.querySelector<HTMLElement>('.chapter-selection');
    if (!holder) return;
    try {
      const html = await postForHtml(
        { action: 'manga_get_reading_nav' },
        { manga: holder.dataset.manga ?? '', chapter: this.chapter, volume_id: holder.dataset.vol ?? '', style: holder.dataset.style ?? '', type: holder.dataset.type ?? 'manga' },
      );
      if (html.trimStart().startsWith('{')) return;
      const clean = DOMPurify.sanitize(html);
      this.root.querySelectorAll('.chapter-selection').forEach((box) => (box.innerHTML = clean));
    } catch {
      // The selectors from the navigation answer stay.
    }
  }

  /** The preload window: the next pages and the previous one, and the next chapter's first page near the end. */
  private warmUp(): void {
    const urls = this.preloaded ? (globals().chapter_preloaded_images ?? []) : [];
    const perPage = globals().chapter_images_per_page ?? 1;
    const wanted = preloadWindow(this.page, this.pages).flatMap((page) => imagesOfPage(page, perPage, urls.length).map((i) => urls[i]));
    if (this.page >= this.pages - 1) this.warmNextChapter();
    wanted.filter((url) => url && !this.warmed.has(url)).forEach((url) => {
      this.warmed.add(url);
      warm(url);
    });
  }

  private warmNextChapter(): void {
    const url = this.edges.nextImage;
    if (!url || this.warmed.has(url)) return;
    this.warmed.add(url);
    warm(url);
  }

  /** A navigate answer with the chapter's image list makes the new chapter a preloaded one. */
  private adopt(data: NavigateAnswer['data']): void {
    if (!data.images || !this.props.preload) return;
    const config = globals();
    config.chapter_preloaded_images = data.images;
    config.yomu_chapter_image_sizes = data.sizes ?? [];
    config.chapter_images_per_page = data.perPage ?? config.chapter_images_per_page;
    this.preloadedChapter = data.chapter;
    this.edges = { prev: data.prevChapter ?? null, next: data.nextChapter ?? null, nextImage: data.nextImage ?? '' };
  }

  private afterFirstImage(run: () => void): void {
    const first = this.root.querySelector<HTMLImageElement>('.reading-content img');
    if (!first || first.complete) return run();
    first.addEventListener('load', run, { once: true });
    first.addEventListener('error', run, { once: true });
  }
}
