// A picker that replaces a native <select> where the reader needs more than one: the WAI-ARIA combobox pattern with
// a listbox popup. Select-only (a button that opens the list, type-ahead by first letters) for short lists; with
// `searchable`, the combobox is a text field that filters the list as the reader types ("search and jump").
// The focus stays on the combobox; the active option is announced through aria-activedescendant. Keys: Down/Up
// (Alt+Down opens without moving), Home/End, PageUp/PageDown (10), Enter (and Space when select-only) picks,
// Escape closes and keeps the value, Tab closes.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

export interface PickerOption {
  value: string;
  label: string;
  /** Classes the option carries (premium marks). */
  className?: string;
  /** The chapter being read: aria-current="page". */
  current?: boolean;
  /** Madara's data-redirect of the option, kept for scripts that read it. */
  redirect?: string;
}

export interface ListboxPickerProps {
  label: string;
  options: readonly PickerOption[];
  value: string;
  onPick: (value: string) => void;
  disabled?: boolean;
  /** Classes of the combobox (the native select's, so styles and scripts find it). */
  className?: string;
  id?: string;
  searchable?: boolean;
  /** Said when the filter leaves nothing. */
  noMatch?: string;
}

const PAGE = 10;

/** Lower case without accents or Turkish dots, so "bolum" finds "Bölüm". */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();
}

export function ListboxPicker({ label, options, value, onPick, disabled = false, className, id, searchable = false, noMatch = '' }: ListboxPickerProps) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const root = useRef<HTMLDivElement>(null);
  const selected = options.find((option) => option.value === value);
  const shown = useMemo(() => {
    const needle = folded(query.trim());
    return searchable && needle !== '' ? options.filter((option) => folded(option.label).includes(needle)) : options;
  }, [options, query, searchable]);
  const optionId = (index: number) => `${uid}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  });

  function openAt(index: number) {
    setOpen(true);
    setActive(index);
  }

  function close() {
    setOpen(false);
    setQuery('');
    setActive(-1);
  }

  function pick(index: number) {
    const option = shown[index];
    close();
    if (option && option.value !== value) onPick(option.value);
  }

  const selectedIndex = () => Math.max(0, shown.findIndex((option) => option.value === value));
  const clamp = (index: number) => Math.max(0, Math.min(shown.length - 1, index));

  /** Type-ahead: the next option starting with what was typed in the last half second. */
  function typeAhead(key: string) {
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < 500 ? typed.current.text : '') + folded(key), at: now };
    const from = open ? active : selectedIndex();
    const order = [...shown.slice(from + (typed.current.text.length > 1 ? 0 : 1)), ...shown.slice(0, from + 1)];
    const found = order.find((option) => folded(option.label).startsWith(typed.current.text));
    if (found) openAt(shown.indexOf(found));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || (!searchable && (key === 'Enter' || key === ' '))) {
        event.preventDefault();
        openAt(event.altKey ? -1 : selectedIndex());
      } else if (!searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typeAhead(key);
      }
      return;
    }
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: shown.length - 1, PageDown: active + PAGE, PageUp: active - PAGE };
    if (key in moves && !(searchable && (key === 'Home' || key === 'End'))) {
      event.preventDefault();
      setActive(clamp(moves[key]));
    } else if (key === 'Enter' || (!searchable && key === ' ')) {
      event.preventDefault();
      if (active >= 0) pick(active);
      else close();
    } else if (key === 'Escape') {
      event.preventDefault();
      close();
    } else if (key === 'Tab') {
      close();
    } else if (!searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeAhead(key);
    }
  }

  const combobox = {
    role: 'combobox',
    id,
    className,
    disabled,
    'aria-labelledby': `${uid}-label`,
    'aria-controls': `${uid}-list`,
    'aria-expanded': open,
    'aria-activedescendant': open && active >= 0 && shown[active] ? optionId(active) : undefined,
    onKeyDown,
  } as const;

  return (
    <div className={`yomu-picker${open ? ' is-open' : ''}`} ref={root}>
      <span className="screen-reader-text" id={`${uid}-label`}>
        {label}
      </span>
      {searchable ? (
        <input
          {...combobox}
          type="text"
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          value={open ? query : (selected?.label ?? '')}
          placeholder={selected?.label}
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => (open ? undefined : openAt(selectedIndex()))}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
        />
      ) : (
        <button {...combobox} type="button" aria-haspopup="listbox" onClick={() => (open ? close() : openAt(selectedIndex()))}>
          {selected?.label ?? ''}
        </button>
      )}
      <ul className="yomu-picker__list" role="listbox" id={`${uid}-list`} aria-labelledby={`${uid}-label`} hidden={!open} tabIndex={-1}>
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            aria-current={option.current ? 'page' : undefined}
            className={[option.className, index === active ? 'is-active' : ''].filter(Boolean).join(' ') || undefined}
            data-value={option.value}
            data-redirect={option.redirect}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {open && shown.length === 0 && (
        <p className="yomu-picker__none" role="status">
          {noMatch}
        </p>
      )}
    </div>
  );
}
