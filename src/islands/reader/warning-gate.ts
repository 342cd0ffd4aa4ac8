// The chapter's content warning (Reader\Warning prints it before the reading area) in the first view, before React's
// reader: its own link acknowledges it, so a reader who only reads never waits for React. React's reader shows the
// warnings that come with in-place turns (chapter-warning.tsx).
import { acknowledge } from '../../lib/reader/warnings';

export interface WarningData {
  /** The manga and the warning text (Reader\Warning::key()). */
  key: string;
  /** Safe HTML: the page's own (kses-filtered by the server), or an answer's after DOMPurify. */
  html: string;
}

/** The server's warning block (null when the page has none). */
export function readWarning(root: ParentNode): WarningData | null {
  const block = root.querySelector<HTMLElement>('.chapter-warning[data-key]');
  const key = block?.dataset.key ?? '';
  return block && /^[0-9a-f-]+$/.test(key) ? { key, html: block.querySelector('.chapter-warning__text')?.innerHTML ?? '' } : null;
}

const OK = 'yomu-warning-ok';

/** Acknowledges the server's warning when the reader follows its link (or followed it before the script started). */
export function watchWarning(element: HTMLElement, warning: WarningData | null | undefined): void {
  if (!warning) return;
  if (location.hash === '#chapter-warning') {
    acknowledge(warning.key);
    document.documentElement.classList.add(OK);
  }
  element.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a.chapter-warning__continue') : null;
    const content = element.querySelector<HTMLElement>('.reading-content');
    if (!link) return;
    event.preventDefault();
    acknowledge(warning.key);
    document.documentElement.classList.add(OK);
    if (!content) return;
    content.tabIndex = -1;
    content.focus();
  });
}
