// The reader (SPEC §2 "Chapter reading page"): one reducer of reader state (src/lib/reader/reducer.ts) drives the
// toolbar, the navigation bars, the reading area, the live region and the progress bar. Input, navigation and
// what follows a page change are hooks of their own.
import { type CSSProperties, type MouseEvent, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { __, sprintf } from '../../lib/i18n';
import type { NavData, SettingGroup } from '../../lib/reader/model';
import { chooseSetting, initialState, isModePicker, progressOf, readerReducer, spreadLayout, type ReaderStart } from '../../lib/reader/reducer';
import { atFontFloor, fontSize, SETTING_CHOICES, stepFont, type Turn } from '../../lib/reader/state';
import type { Layout } from '../../lib/reader/picture';
import { acknowledge, isAcknowledged } from '../../lib/reader/warnings';
import { goTo, isPhone, reload, scrollToImage } from './dom';
import type { ReaderProps } from './globals';
import type { Inbox } from './wake-reader';
import type { WarmQueue } from '../../lib/reader/warm-queue';
import { ChapterWarning } from './chapter-warning';
import type { WarningData } from './warning-gate';
import { HelpDialog } from './help-dialog';
import { NavBar, type OnPick } from './nav-bar';
import { PageView } from './page-view';
import { saveContrast, saveFont, saveSettings } from './preferences';
import { ProgressBar } from './progress-bar';
import { ReaderBar } from './reader-bar';
import type { AroundContent, ServerContent } from './server-markup';
import { Toolbar, type ToolbarHandlers } from './toolbar';
import { useFollowUp } from './use-follow-up';
import { type InputOptions, useContentClick, useKeys, useSwipe } from './use-input';
import { useLatest } from './use-latest';
import { useNavigation } from './use-navigation';
import { useChoiceClass, useClass, useImageInView } from './use-view';
import { useZoom } from './zoom';
import { inMiddle, useBar } from './use-bar';
import { useTwoUp } from './use-two-up';

/** What the island read from the server HTML at mount. */
export interface ServerReader {
  nav: NavData | null;
  content: ServerContent;
  /** The ad slots around the reading content: kept for the island's life, through page and chapter turns. */
  around?: AroundContent;
  groups: SettingGroup[];
  /** The bookmark island's element (kept, never rendered here). */
  bookmark: Node[];
  /** The chapter's content warning (null or absent when none). */
  warning?: WarningData | null;
  options: InputOptions;
}

const CONTRASTS = ['light', 'dark'] as const;

interface ReaderComponentProps {
  /** The island's mount point (its classes: reader-full, is-loading). */
  root: HTMLElement;
  props: ReaderProps;
  server: ServerReader;
  start: ReaderStart;
  /** Fetching ahead, started by the first view. */
  queue: WarmQueue;
  /** What the reader did before this took over (wake-reader.ts): done once mounted. */
  inbox?: Inbox;
}

export function Reader({ root, props, server, start, queue, inbox }: ReaderComponentProps) {
  const [state, dispatch] = useReducer(readerReducer, start, initialState);
  const latest = useLatest(state);
  const contentRef = useRef<HTMLDivElement>(null);
  const helpRef = useRef<HTMLDialogElement>(null);
  const scrolling = props.kind === 'image' && props.style === 'list';

  // The content warning still to acknowledge (null once acknowledged, or when the chapter has none): the reading
  // content waits behind it. <html>'s class tells the CSS, as the server's head script does before paint.
  // One that arrives with an in-place turn takes the focus (the reader pressed Next: its button is where they are).
  const [gate, setGate] = useState<{ warning: WarningData; focus: boolean } | null>(() =>
    server.warning && !isAcknowledged(server.warning.key) ? { warning: server.warning, focus: false } : null,
  );
  useClass(document.documentElement, 'yomu-warning-ok', !gate);
  const onWarning = useCallback((next: WarningData | null) => setGate(next && !isAcknowledged(next.key) ? { warning: next, focus: true } : null), []);
  // The content takes the focus once it shows again (after useClass has put the class back: hidden, it cannot).
  const focusContent = useRef(false);
  const continueReading = useCallback(() => {
    if (gate) acknowledge(gate.warning.key);
    focusContent.current = true;
    setGate(null);
  }, [gate]);
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (gate || !focusContent.current || !content) return;
    focusContent.current = false;
    content.tabIndex = -1;
    content.focus();
  }, [gate]);
  const before = useMemo(
    () => (gate ? <ChapterWarning warning={gate.warning} focus={gate.focus} onContinue={continueReading} /> : null),
    [gate, continueReading],
  );

  const navigation = useNavigation(latest, dispatch, props, onWarning);
  const openHelp = useCallback(() => helpRef.current?.showModal?.(), []);
  const tap = useZoom(contentRef, latest, dispatch);
  const press = useKeys(latest, navigation, server.options, openHelp);
  useSwipe(contentRef, latest, navigation, server.options.paged);
  const bar = useBar(props.pinBar === true);
  const [chromeOpen, setChromeOpen] = useState(false);
  const toggleBar = bar.toggle;
  // In click-to-scroll mode (the editor's choice) every tap scrolls: the bar comes back on a scroll up only.
  const barTaps = !server.options.clickToScroll;
  const middle = useCallback((x: number) => barTaps && isPhone() && inMiddle(contentRef.current, x) && (toggleBar(), true), [barTaps, toggleBar]);
  const onContentClick = useContentClick(contentRef, latest, navigation, server.options, tap, middle);
  const { warmNextChapter } = useFollowUp(latest, state.change, dispatch, contentRef, !scrolling, queue);
  useImageInView(contentRef, scrolling, dispatch, warmNextChapter);
  // The key or swipe that woke the reader, once, before any later one (the input hooks above listen from now on).
  useLayoutEffect(() => {
    if (!inbox) return;
    const { key, swipe } = inbox;
    inbox.key = null;
    inbox.swipe = null;
    if (key) press(key);
    if (swipe) navigation.turn(swipe);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first input only, at mount.
  }, []);

  const body = document.body;
  useChoiceClass(body, 'reader-mode-', SETTING_CHOICES.mode, state.settings.mode);
  useChoiceClass(body, 'reader-dir-', SETTING_CHOICES.direction, state.settings.direction);
  useChoiceClass(body, 'reader-fit-', SETTING_CHOICES.fit, state.settings.fit);
  useChoiceClass(body, 'reader-spread-', SETTING_CHOICES.spread, state.settings.spread);
  useChoiceClass(body, 'reader-bg-', SETTING_CHOICES.background, state.settings.background);
  useTwoUp(dispatch);
  useChoiceClass(body, 'text-ui-', CONTRASTS, state.dark ? 'dark' : 'light');
  useClass(root, 'reader-full', state.full);
  useClass(root, 'is-loading', state.loading);
  useClass(root, 'is-chrome-open', chromeOpen);
  const heading = useHeading(state.chapter);

  const handlers = useMemo<ToolbarHandlers>(
    () => ({
      contrast: () => {
        saveContrast(!latest.current.dark);
        dispatch({ type: 'contrast' });
      },
      full: () => dispatch({ type: 'full' }),
      sticky: () => dispatch({ type: 'sticky' }),
      font: (step) => {
        const content = contentRef.current;
        if (!content) return;
        const base = latest.current.font ?? (Math.round(parseFloat(getComputedStyle(content).fontSize)) || 16);
        const { stored } = stepFont(base, step);
        saveFont(stored);
        dispatch({ type: 'font', stored });
      },
      help: openHelp,
      panel: (open) => dispatch({ type: 'panel', open }),
      setting: (field, value) => {
        const choice = chooseSetting(latest.current, field, value);
        if (!choice) return;
        const saved = saveSettings(choice.own, props.saveNonce);
        // The server must know the new mode (or data saver) before the chapter is asked for again.
        if (choice.reload === 'chapter') void saved.then(() => goTo(props.chapterUrl));
        if (choice.reload === 'page') void saved.then(reload);
        dispatch({ type: 'setting', field, value });
      },
    }),
    [latest, openHelp, props.chapterUrl, props.saveNonce],
  );

  // The reading-style selector is the mode setting, as in the settings panel (long strip is not a URL style).
  const onPick = useCallback<OnPick>(
    (picker, value) => (isModePicker(picker) ? handlers.setting('mode', value) : navigation.pick(picker, value)),
    [handlers, navigation],
  );
  const onButton = useCallback(
    (turn: Turn, event: MouseEvent<HTMLAnchorElement>) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      navigation.turn(turn);
    },
    [navigation],
  );
  const onJump = useCallback(
    (value: number) => {
      if (!scrolling) navigation.jump(value);
      else if (contentRef.current) scrollToImage(contentRef.current, value);
    },
    [navigation, scrolling],
  );

  const chosen = useMemo(() => (state.pendingMode ? { ...state.settings, mode: state.pendingMode } : state.settings), [state.pendingMode, state.settings]);
  const fontStyle = useMemo<CSSProperties | undefined>(() => {
    if (state.font === null) return undefined;
    const size = fontSize(state.font);
    return { fontSize: `${size.display}px`, lineHeight: `${size.lineHeight}px` };
  }, [state.font]);
  const spread = spreadLayout(state) !== 'single';
  const layout = useMemo<Layout>(
    () => ({ mode: state.settings.mode, fit: state.settings.fit, full: state.full, spread }),
    [state.settings.mode, state.settings.fit, state.full, spread],
  );
  const progress = progressOf(state, scrolling);
  // A page or chapter change shows the page: the chrome closes over it.
  const shownPage = progress.current;
  // A keyboard reader who picked there is not left on nothing: the focus goes back to the Menu button.
  const chromeWasOpen = useRef(chromeOpen);
  chromeWasOpen.current = chromeOpen;
  useEffect(() => {
    if (!chromeWasOpen.current) return;
    const focusWasInside = root.querySelector('.reader-chrome')?.contains(document.activeElement) ?? false;
    setChromeOpen(false);
    if (focusWasInside) root.querySelector<HTMLElement>('.reader-bar__menu')?.focus();
  }, [root, shownPage, state.chapter]);
  const { nav } = state;

  return (
    <>
      <ReaderBar
        title={heading}
        back={props.backUrl}
        current={progress.current}
        total={progress.total}
        shown={bar.shown}
        chromeOpen={chromeOpen}
        onMenu={() => setChromeOpen((open) => !open)}
      />
      <div id="reader-chrome" className="reader-chrome">
      <Toolbar
        images={props.kind === 'image'}
        groups={server.groups}
        chosen={chosen}
        panelOpen={state.panelOpen}
        dark={state.dark}
        full={state.full}
        sticky={state.sticky}
        fontFloor={state.font !== null && atFontFloor(state.font)}
        bookmark={server.bookmark}
        handlers={handlers}
      />
      <HelpDialog ref={helpRef} />
      {nav && <NavBar nav={nav} position="header" loading={state.loading} onPick={onPick} onButton={onButton} />}
      </div>
      <PageView
        content={state.content}
        layout={layout}
        loading={state.loading}
        zoom={state.zoom}
        fontStyle={fontStyle}
        server={server.content}
        contentRef={contentRef}
        onClick={onContentClick}
        before={before}
        around={server.around}
      />
      <p className="reader-status screen-reader-text" role="status" aria-live="polite">
        {announcement(state.announced)}
      </p>
      {nav && <NavBar nav={nav} position="footer" loading={state.loading} onPick={onPick} onButton={onButton} />}
      {props.kind === 'image' && !props.hidden && (
        <ProgressBar current={progress.current} last={progress.last} total={progress.total} rtl={state.settings.direction === 'rtl'} onJump={onJump} />
      )}
    </>
  );
}

/** The live region's words: "Page 4 of 20", or "Pages 4–5 of 20" for a spread. */
function announcement(announced: { page: number; last: number; pages: number } | null): string {
  if (!announced) return '';
  if (announced.last > announced.page) return sprintf(__('Pages %1$d–%2$d of %3$d'), announced.page, announced.last, announced.pages);
  return sprintf(__('Page %1$d of %2$d'), announced.page, announced.pages);
}

/** The chapter heading's text (the page's h1, which in-place navigation updates), read again for each chapter. */
function useHeading(chapter: string): string {
  const [text, setText] = useState(() => document.getElementById('chapter-heading')?.textContent ?? '');
  useEffect(() => setText(document.getElementById('chapter-heading')?.textContent ?? ''), [chapter]);
  return text;
}
