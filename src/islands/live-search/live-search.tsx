// Live search on the header search form (SPEC §2 Search, §9 timings): the ARIA 1.2 combobox pattern with a
// listbox popup. Suggestions after 1 character and 300 ms of quiet, typed words marked (as text, never HTML), a
// class per type, Enter or a click on a suggestion navigates, failures are options that cannot be chosen, the
// arrows move, Escape closes (then clears). The form stays the server's plain GET search, and its input stays
// the server's node: the reader is often typing in it while this island loads, and only the same node keeps
// focus, caret, IME composition and an open phone keyboard. So the input is driven through effects, and this
// component renders only the listbox and the status.
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef } from 'react';
import { __, sprintf } from '../../lib/i18n';
import { chosen, initialState, needsLookUp, reduce } from './combobox';
import { highlightParts } from './fold';
import { fetchSuggestions, type Item } from './suggestions';

export const DELAY_MS = 300;
/** A blur closes the list only if focus has not come back by then (a click on an option refocuses). */
export const BLUR_CLOSE_MS = 150;

interface Props {
  form: HTMLFormElement;
  input: HTMLInputElement;
  navigate?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

function typeLabel(type: string): string {
  switch (type) {
    case 'manga':
      return __('Manga');
    case 'text':
      return __('Novel');
    case 'video':
      return __('Drama');
    default:
      return type;
  }
}

function statusText(items: Item[]): string {
  const found = items.filter((item) => item.kind === 'suggestion').length;
  if (found > 0) return sprintf(found === 1 ? __('%s suggestion available.') : __('%s suggestions available.'), found);
  return items.map((item) => (item.kind === 'failure' ? item.message : '')).join(' ');
}

function Option({ id, item, query, active, onChoose }: { id: string; item: Item; query: string; active: boolean; onChoose: () => void }) {
  if (item.kind === 'failure') {
    return (
      <li id={id} role="option" aria-selected={active} className={`live-search__item live-search__item--failure live-search__item--${item.type}`} aria-disabled="true">
        {item.message}
      </li>
    );
  }
  return (
    <li id={id} role="option" aria-selected={active} className={`live-search__item live-search__item--${item.type}`} onClick={onChoose}>
      <span className="live-search__title">
        {highlightParts(item.title, query).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
      </span>
      <span className="live-search__type">{typeLabel(item.type)}</span>
    </li>
  );
}

export function LiveSearch({ form, input, navigate = assign }: Props) {
  // Words typed before this island loaded count, if the reader is still in the field.
  const [state, dispatch] = useReducer(reduce, input, (field) => initialState(document.activeElement === field ? field.value : ''));
  const id = `live-search-${useId().replace(/[^\w-]/g, '')}`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = state.open && state.active >= 0 ? optionId(state.active) : '';
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const choose = useCallback(
    (item: Item | null | undefined) => {
      if (!item || item.kind !== 'suggestion' || item.url === '') return;
      dispatch({ type: 'closed' });
      navigate(item.url);
    },
    [navigate],
  );

  // The server input becomes the combobox (and goes back to a plain field if this island is removed).
  useLayoutEffect(() => {
    const attributes = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-controls': listId, autocomplete: 'off' };
    Object.entries(attributes).forEach(([name, value]) => input.setAttribute(name, value));
    form.classList.add('live-search');
    return () => {
      [...Object.keys(attributes), 'aria-expanded', 'aria-activedescendant'].forEach((name) => input.removeAttribute(name));
      form.classList.remove('live-search');
    };
  }, [form, input, listId]);

  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(state.open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, state.open, activeId]);

  useEffect(() => {
    if (state.active >= 0) listRef.current?.children[state.active]?.scrollIntoView?.({ block: 'nearest' });
  }, [state.active]);

  useEffect(() => {
    let blurTimer = 0;
    const onInput = () => dispatch({ type: 'typed', value: input.value });
    const onFocus = () => dispatch({ type: 'focused' });
    const onBlur = () => {
      window.clearTimeout(blurTimer);
      blurTimer = window.setTimeout(() => {
        if (document.activeElement !== input) dispatch({ type: 'closed' });
      }, BLUR_CLOSE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          dispatch({ type: 'moved', direction: event.key === 'ArrowDown' ? 1 : -1, altKey: event.altKey });
          break;
        case 'Enter':
          // Without an active suggestion, Enter submits the plain search form.
          if (current.open && current.active >= 0) {
            event.preventDefault();
            choose(chosen(current));
          }
          break;
        case 'Escape':
          if (current.open) {
            event.preventDefault();
            dispatch({ type: 'closed' });
          } else if (input.value !== '') {
            event.preventDefault();
            input.value = '';
            dispatch({ type: 'typed', value: '' });
          }
          break;
        case 'Tab':
          dispatch({ type: 'closed' });
          break;
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(blurTimer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
    };
  }, [input, choose]);

  // Ask once the typing has paused for DELAY_MS; new words cancel the timer and any request still running.
  const { query } = state;
  const lookUp = needsLookUp(state);
  useEffect(() => {
    if (!lookUp) return;
    const controller = new AbortController();
    const answered = (items: Item[]) => dispatch({ type: 'answered', query, items, focused: document.activeElement === input });
    const timer = window.setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(answered, () => {
        if (!controller.signal.aborted) answered([{ kind: 'failure', message: __('Search is not available right now.'), type: 'error' }]);
      });
    }, DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, query, lookUp]);

  return (
    <>
      <ul
        ref={listRef}
        id={listId}
        className="live-search__list"
        role="listbox"
        aria-label={__('Suggestions')}
        hidden={!state.open}
        // Pressing an option must not blur the input first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {state.items.map((item, index) => (
          <Option key={index} id={optionId(index)} item={item} query={state.shownFor} active={index === state.active} onChoose={() => choose(item)} />
        ))}
      </ul>
      <p className="screen-reader-text" role="status">
        {statusText(state.items)}
      </p>
    </>
  );
}
