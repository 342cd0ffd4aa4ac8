// Live search on the header search form (SPEC §2 Search, §9 timings), framework-free. The form stays a plain
// GET search; this adds the ARIA 1.2 combobox: suggestions after 1 character and 300 ms, typed words marked
// (built as text nodes, never HTML), a class per type, Enter or click on a suggestion navigates, failures are
// shown as options that cannot be chosen, arrows move, Escape closes (then clears).
import { __, sprintf } from '../../lib/i18n';
import { highlighted } from './fold';
import { fetchSuggestions, type Item } from './suggestions';

export const MIN_LENGTH = 1;
export const DELAY_MS = 300;

const TYPE_LABELS: Record<string, string> = {
  manga: __('Manga'),
  text: __('Novel'),
  video: __('Drama'),
};

let instances = 0;

export function mount(element: HTMLElement): void {
  const form = element.querySelector<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]');
  if (!form || !input) return;
  const id = `live-search-${++instances}`;

  const list = document.createElement('ul');
  list.id = `${id}-list`;
  list.className = 'live-search__list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', __('Suggestions'));
  list.hidden = true;
  const status = document.createElement('p');
  status.className = 'screen-reader-text';
  status.setAttribute('role', 'status');
  form.classList.add('live-search');
  form.append(list, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('autocomplete', 'off');

  let items: Item[] = [];
  let active = -1;
  let timer = 0;
  let controller: AbortController | null = null;
  let shownFor = '';

  const options = () => [...list.querySelectorAll<HTMLLIElement>('[role="option"]')];

  const setActive = (index: number) => {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options()[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };

  const open = () => {
    if (list.children.length === 0) return;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.kind !== 'suggestion' || item.url === '') return;
    close();
    window.location.assign(item.url);
  };

  const render = (query: string, next: Item[]) => {
    items = next;
    shownFor = query;
    list.replaceChildren(
      ...next.map((item, index) => {
        const option = document.createElement('li');
        option.id = `${id}-option-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const type = item.type.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'manga';
        if (item.kind === 'failure') {
          option.className = `live-search__item live-search__item--failure live-search__item--${type}`;
          option.setAttribute('aria-disabled', 'true');
          option.textContent = item.message;
          return option;
        }
        option.className = `live-search__item live-search__item--${type}`;
        const title = document.createElement('span');
        title.className = 'live-search__title';
        title.append(...highlighted(item.title, query));
        const badge = document.createElement('span');
        badge.className = 'live-search__type';
        badge.textContent = TYPE_LABELS[type] ?? type;
        option.append(title, badge);
        return option;
      }),
    );
    const found = next.filter((item) => item.kind === 'suggestion').length;
    status.textContent = found > 0 ? sprintf(found === 1 ? __('%s suggestion available.') : __('%s suggestions available.'), found) : next.map((item) => (item.kind === 'failure' ? item.message : '')).join(' ');
    setActive(-1);
    if (document.activeElement === input) open();
    else close();
  };

  const lookUp = async (query: string) => {
    controller?.abort();
    controller = new AbortController();
    try {
      const next = await fetchSuggestions(query, controller.signal);
      if (input.value.trim() === query) render(query, next);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (input.value.trim() === query) render(query, [{ kind: 'failure', message: __('Search is not available right now.'), type: 'error' }]);
    }
  };

  const schedule = () => {
    window.clearTimeout(timer);
    const query = input.value.trim();
    if (query.length < MIN_LENGTH) {
      controller?.abort();
      list.replaceChildren();
      items = [];
      shownFor = '';
      close();
      return;
    }
    if (query === shownFor) {
      open();
      return;
    }
    timer = window.setTimeout(() => void lookUp(query), DELAY_MS);
  };

  const step = (direction: 1 | -1) => {
    const choosable = items.map((item, index) => (item.kind === 'suggestion' ? index : -1)).filter((index) => index >= 0);
    if (choosable.length === 0) return setActive(-1);
    const position = choosable.indexOf(active);
    let next: number;
    if (position === -1) next = direction === 1 ? choosable[0] : choosable[choosable.length - 1];
    else next = choosable[(position + direction + choosable.length) % choosable.length];
    setActive(next);
  };

  input.addEventListener('input', schedule);
  input.addEventListener('keydown', (event) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (list.hidden) {
          open();
          if (event.altKey) return;
        }
        step(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (!list.hidden && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (!list.hidden) {
          event.preventDefault();
          close();
        } else if (input.value !== '') {
          event.preventDefault();
          input.value = '';
          schedule();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  });
  input.addEventListener('focus', () => {
    if (input.value.trim() === shownFor && shownFor !== '') open();
  });
  input.addEventListener('blur', () => window.setTimeout(() => {
    if (document.activeElement !== input) close();
  }, 150));
  // Pressing an option must not blur the input first.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLLIElement>('[role="option"]');
    if (!option) return;
    choose(options().indexOf(option));
  });

  element.dataset.mounted = 'true';
  // Words typed before this island loaded.
  if (document.activeElement === input && input.value.trim() !== '') schedule();
}
