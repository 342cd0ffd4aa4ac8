// The reader's filter and sort of a library list: the rows to show, in order, and the address bar kept in step.
import { useMemo, useState } from 'react';
import { arrange, choiceUrl, type Arrangeable, type ToolsChoice } from './library-tools';
import type { Tools } from './read-page';

const LIST_ORDER: ToolsChoice = { q: '', sort: 'recent', unread: false };

export function useLibraryTools<T extends Arrangeable>(tools: Tools | null, items: readonly T[]) {
  const [choice, setChoice] = useState<ToolsChoice>(tools?.choice ?? LIST_ORDER);
  const shown = useMemo(() => arrange(items, choice, document.documentElement.lang), [items, choice]);

  function choose(next: ToolsChoice) {
    setChoice(next);
    if (tools) window.history.replaceState(window.history.state, '', choiceUrl(tools.form, next, window.location.href));
  }

  return { choice, choose, shown };
}
