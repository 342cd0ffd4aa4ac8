// The navigation bar above and below the reading area (SPEC §2, MADARA §4.2): volume and chapter selectors, the
// page selector, host and reading-style selectors, and Prev / Next / 'Manga Info'. The header copy carries the ids.
import { memo, type MouseEvent } from 'react';
import { __ } from '../../lib/i18n';
import type { Buttons, Choice, NavData, Picker } from '../../lib/reader/model';
import type { Turn } from '../../lib/reader/state';

export type OnPick = (picker: Picker, value: string) => void;
export type OnButton = (turn: Turn, event: MouseEvent<HTMLAnchorElement>) => void;

/** The chapter being read is marked in its selector (aria-current), as the server marks it. */
const Options = memo(function Options({ options, current }: { options: Choice[]; current: string }) {
  return options.map((option) => (
    <option
      key={option.value}
      value={option.value}
      aria-current={current && option.value === current ? 'page' : undefined}
      className={option.link?.premium || undefined}
      data-redirect={option.link?.url}
      data-navigation={option.link?.navigation || undefined}
    >
      {option.label}
    </option>
  ));
});

interface PickerViewProps {
  picker: Picker;
  header: boolean;
  disabled: boolean;
  /** The chapter being read (its slug). */
  chapter: string;
  onPick: OnPick;
}

const PickerView = memo(function PickerView({ picker, header, disabled, chapter, onPick }: PickerViewProps) {
  const current = picker.select.split(/\s+/).includes('single-chapter-select') ? chapter : '';
  const label = (
    <label className={picker.labelClass || undefined}>
      <span className="screen-reader-text">{picker.label}</span>
      <select
        className={picker.select}
        id={header && picker.id ? picker.id : undefined}
        data-order={picker.order || undefined}
        value={picker.value}
        disabled={disabled}
        onChange={(event) => onPick(picker, event.currentTarget.value)}
      >
        <Options options={picker.options} current={current} />
      </select>
    </label>
  );
  if (!picker.wrapper) return label;
  // Madara's chapter groups name their volume in a for attribute (React writes htmlFor as for on any element).
  const forVolume = picker.forVolume ? ({ htmlFor: picker.forVolume } as object) : {};
  return (
    <div className={`c-selectpicker ${picker.wrapper}`} {...forVolume} hidden={picker.hidden}>
      {label}
    </div>
  );
});

interface NavButtonsProps {
  buttons: Buttons;
  /** Above or below the page: the two navs are named apart, as the server names them. */
  header: boolean;
  hidden: boolean;
  onButton: OnButton;
}

const NavButtons = memo(function NavButtons({ buttons, header, hidden, onButton }: NavButtonsProps) {
  const { prev, next, back } = buttons;
  return (
    <div className="select-pagination" hidden={hidden}>
      <nav className="nav-links" aria-label={header ? __('Chapter navigation, top') : __('Chapter navigation, bottom')}>
        {prev && (
          <div className={prev.premium ? `nav-previous ${prev.premium}` : 'nav-previous'}>
            <a data-navigation={prev.navigation || undefined} className="btn prev_page" rel="prev" href={prev.url} onClick={(event) => onButton('prev', event)}>
              {__('Prev')}
            </a>
          </div>
        )}
        {next ? (
          <div className={next.premium ? `nav-next ${next.premium}` : 'nav-next'}>
            <a
              data-navigation={next.navigation || undefined}
              data-order={buttons.order || undefined}
              className="btn next_page"
              rel="next"
              href={next.url}
              onClick={(event) => onButton('next', event)}
            >
              {__('Next')}
            </a>
          </div>
        ) : (
          back && (
            <div className="nav-next">
              <a className="btn back" href={back}>
                {__('Manga Info')}
              </a>
            </div>
          )
        )}
      </nav>
    </div>
  );
});

interface NavBarProps {
  nav: NavData;
  position: 'header' | 'footer';
  loading: boolean;
  onPick: OnPick;
  onButton: OnButton;
}

export const NavBar = memo(function NavBar({ nav, position, loading, onPick, onButton }: NavBarProps) {
  const header = position === 'header';
  const { holder } = nav;
  return (
    <div className={`wp-manga-nav ${position}`} data-position={position}>
      <div className="select-view">
        <div
          className="chapter-selection chapters_selectbox_holder"
          data-manga={holder.manga}
          data-chapter={holder.chapter}
          data-vol={holder.vol}
          data-type={holder.type}
          data-style={holder.style}
        >
          {nav.selection.map((picker) => (
            <PickerView key={picker.key} picker={picker} header={header} disabled={loading} chapter={holder.chapter} onPick={onPick} />
          ))}
        </div>
        {nav.pickers.map((picker) => (
          <PickerView key={picker.key} picker={picker} header={header} disabled={loading} chapter={holder.chapter} onPick={onPick} />
        ))}
      </div>
      <NavButtons buttons={nav.buttons} header={header} hidden={loading} onButton={onButton} />
    </div>
  );
});
