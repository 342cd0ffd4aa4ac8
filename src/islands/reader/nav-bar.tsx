// The navigation bar above and below the reading area (SPEC §2, MADARA §4.2): volume and chapter selectors, the
// page selector, host and reading-style selectors, and Prev / Next / 'Manga Info'. The header copy carries the ids.
import { memo, useMemo, type MouseEvent } from 'react';
import { __ } from '../../lib/i18n';
import type { Buttons, NavData, Picker } from '../../lib/reader/model';
import { ListboxPicker, type PickerOption } from '../../lib/ui/listbox-picker';
import type { Turn } from '../../lib/reader/state';

export type OnPick = (picker: Picker, value: string) => void;
export type OnButton = (turn: Turn, event: MouseEvent<HTMLAnchorElement>) => void;

interface PickerViewProps {
  picker: Picker;
  header: boolean;
  disabled: boolean;
  /** The chapter being read (its slug). */
  chapter: string;
  onPick: OnPick;
}

/**
 * A selector of the bar as a listbox picker (issue 34): the chapter selector is searchable, the others pick by
 * keyboard and type-ahead. The chapter being read is marked in its list (aria-current), as the server marks it; the
 * server's own <select>s stay the page without JavaScript.
 */
const PickerView = memo(function PickerView({ picker, header, disabled, chapter, onPick }: PickerViewProps) {
  const chapters = picker.select.split(/\s+/).includes('single-chapter-select');
  const options = useMemo<PickerOption[]>(
    () =>
      picker.options.map((option) => ({
        value: option.value,
        label: option.label,
        className: option.link?.premium || undefined,
        current: chapters && chapter !== '' && option.value === chapter,
        redirect: option.link?.url,
      })),
    [picker.options, chapters, chapter],
  );
  const view = (
    <div className={picker.labelClass ? `yomu-picker-field ${picker.labelClass}` : 'yomu-picker-field'}>
      <ListboxPicker
        label={picker.label}
        options={options}
        value={picker.value}
        onPick={(value) => onPick(picker, value)}
        disabled={disabled}
        className={picker.select}
        id={header && picker.id ? picker.id : undefined}
        searchable={chapters}
        noMatch={__('No chapter matches.')}
      />
    </div>
  );
  if (!picker.wrapper) return view;
  // Madara's chapter groups name their volume in a for attribute (React writes htmlFor as for on any element).
  const forVolume = picker.forVolume ? ({ htmlFor: picker.forVolume } as object) : {};
  return (
    <div className={`c-selectpicker ${picker.wrapper}`} {...forVolume} hidden={picker.hidden}>
      {view}
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
