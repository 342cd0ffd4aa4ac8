// Carries out where an input leads (src/lib/reader/plan.ts): a preloaded page in place, an in-place fetch
// (chapter_navigate_page, then the view of a chapter opened and the chapter selectors), or a normal navigation.
import { type Dispatch, type RefObject, useCallback, useMemo, useRef } from 'react';
import { callAction, postForHtml } from '../../lib/api/client';
import type { NavigateAnswer, ReadingNavRequest } from '../../lib/api/reader';
import { countView, pageView } from '../../lib/api/views';
import { __ } from '../../lib/i18n';
import type { Link, NavData, Picker } from '../../lib/reader/model';
import { planJump, planPick, planTurn, type Plan, type PlanConfig } from '../../lib/reader/plan';
import type { ReaderAction, ReaderState } from '../../lib/reader/reducer';
import { NavigationLock, type Turn } from '../../lib/reader/state';
import { isAcknowledged } from '../../lib/reader/warnings';
import { goTo } from './dom';
import type { WarningData } from './warning-gate';
import { globals, type ReaderProps } from './globals';
import { parseAnswer, parseSelectionHtml } from './server-markup';

export interface Navigation {
  /** Prev or Next; false when there is none. */
  turn(turn: Turn): boolean;
  /** Next from the last page of the last chapter: the manga page, when 'Manga Info' is shown. */
  leave(): void;
  pick(picker: Picker, value: string): void;
  /** The progress bar's jump to a reading page (paged style). */
  jump(page: number): void;
}

/** A chapter opened in place counts as its page would (src/lib/api/views.ts); turns within a chapter do not. */
function countChapter(chapter: string): void {
  const view = pageView();
  if (view) countView({ manga: view.manga, chapter });
}

/** Outside the island: the chapter heading, the bookmark's current chapter and the page config object. */
function showChapter(data: NavigateAnswer['data'], changed: boolean): void {
  const heading = document.getElementById('chapter-heading');
  if (heading && changed) heading.textContent = data.title;
  // The trail's last crumb is the chapter too.
  const crumb = document.querySelector('.reading-header .breadcrumb [aria-current="page"]');
  if (crumb && changed) crumb.textContent = data.title;
  const current = document.getElementById('wp-manga-current-chap') as HTMLInputElement | null;
  if (current) current.value = data.chapter;
  const manga = globals().manga;
  if (manga) manga.chapter_slug = data.chapter;
}

/** The answer's content warning, ready to show (DOMPurify first); null when none or already acknowledged. */
async function warningOf(data: NavigateAnswer['data']): Promise<WarningData | null> {
  const key = data.warningKey ?? '';
  if (!data.warning || !/^[0-9a-f-]+$/.test(key) || isAcknowledged(key)) return null;
  const { sanitizeHtml } = await import('../../lib/sanitize');
  return { key, html: sanitizeHtml(data.warning) };
}

async function loadSelection(nav: NavData, chapter: string): Promise<Picker[] | null> {
  const { holder } = nav;
  const fields: ReadingNavRequest = { manga: holder.manga, chapter, volume_id: holder.vol, style: holder.style, type: holder.type };
  try {
    const html = await postForHtml({ action: 'manga_get_reading_nav' }, fields);
    if (html.trimStart().startsWith('{')) return null;
    const selection = parseSelectionHtml(html);
    return selection.length ? selection : null;
  } catch {
    return null; // The selectors from the navigation answer stay.
  }
}

export function useNavigation(
  latest: RefObject<ReaderState>,
  dispatch: Dispatch<ReaderAction>,
  props: ReaderProps,
  /** Each answer's content warning to show (null: none, or acknowledged), given as its page is drawn. */
  onWarning: (warning: WarningData | null) => void,
): Navigation {
  const lock = useRef(new NavigationLock());
  const config = useMemo<PlanConfig>(
    () => ({ ajax: !!globals().mangaReadingAjax && props.ajax, pagedVar: globals().manga?.manga_paged_var ?? 'manga-paged' }),
    [props.ajax],
  );

  const fetchPage = useCallback(
    async (link: Link) => {
      if (!lock.current.begin()) return;
      dispatch({ type: 'loading' });
      const fields = Object.fromEntries(new URLSearchParams(link.navigation));
      delete fields.action;
      try {
        const answer = await callAction('chapter_navigate_page', fields);
        if (!answer.success) throw new Error(answer.data?.message || __('The page could not be loaded.'));
        const data = answer.data.data;
        const page = parseAnswer(data, props.backUrl, props.preload);
        // Content this view does not draw (never sent for image pages): the page itself shows it.
        if (!page) return goTo(link.url);
        const before = latest.current.chapter;
        // Ready before the page is drawn, so the new chapter's content never shows ahead of its warning.
        const warning = await warningOf(data);
        dispatch({ type: 'navigated', page, url: link.url });
        onWarning(warning);
        showChapter(data, data.chapter !== before);
        if (data.chapter !== before) countChapter(data.chapter);
        if (page.nav) void loadSelection(page.nav, data.chapter).then((selection) => selection && dispatch({ type: 'selection', selection }));
      } catch (error) {
        // Offline, the page itself may be saved (src/sw/sw.ts answers for it): open it.
        if (!navigator.onLine) return goTo(link.url);
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        lock.current.end();
      }
    },
    [dispatch, latest, onWarning, props.backUrl, props.preload],
  );

  const run = useCallback(
    (plan: Plan | null): boolean => {
      if (!plan) return false;
      if (lock.current.busy) return true;
      if (plan.way === 'preloaded') dispatch({ type: 'page', page: plan.page, push: true });
      else if (plan.way === 'ajax') void fetchPage(plan.link);
      else goTo(plan.url);
      return true;
    },
    [dispatch, fetchPage],
  );

  return useMemo(
    () => ({
      turn: (turn) => run(planTurn(latest.current, turn, config)),
      leave: () => {
        const back = latest.current.nav?.buttons.back;
        if (back) goTo(back);
      },
      pick: (picker, value) => {
        dispatch({ type: 'pick', key: picker.key, value });
        run(planPick(latest.current, picker, value, config));
      },
      jump: (page) => run(planJump(latest.current, page, config)),
    }),
    [config, dispatch, latest, run],
  );
}
