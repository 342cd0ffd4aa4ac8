// The reader toolbar (SPEC §2 "Reading controls"): contrast, "View full image" and the settings panel (image
// chapters), font size and sticky toolbar (text chapters), the shortcut help, and the bookmark control, which is
// an island of its own: its server element is kept and moved in, never rendered here.
import { memo, useEffect, useRef } from 'react';
import { __ } from '../../lib/i18n';
import type { SettingGroup } from '../../lib/reader/model';
import type { Settings } from '../../lib/reader/state';
import { useAdoptedNodes } from '../../lib/islands/adopt';

export interface ToolbarHandlers {
  contrast(): void;
  full(): void;
  sticky(): void;
  font(step: 1 | -1): void;
  help(): void;
  panel(open: boolean): void;
  setting(field: keyof Settings, value: string): void;
}

interface PanelProps {
  groups: SettingGroup[];
  chosen: Settings;
  open: boolean;
  panelRef: React.RefObject<HTMLDivElement | null>;
  onChoose: ToolbarHandlers['setting'];
}

function SettingsPanel({ groups, chosen, open, panelRef, onChoose }: PanelProps) {
  return (
    <div id="reader-settings-panel" className="reader-settings-panel" hidden={!open} ref={panelRef}>
      {groups.map((group) => (
        <fieldset key={group.field} aria-describedby={group.field === 'spread' ? 'reader-spread-hint' : undefined}>
          <legend>{group.legend}</legend>
          {group.choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={`reader-${group.field}`}
                value={choice.value}
                checked={chosen[group.field] === choice.value}
                onChange={() => onChoose(group.field, choice.value)}
              />{' '}
              {choice.label}
            </label>
          ))}
          {group.field === 'spread' && (
            <p id="reader-spread-hint" className="reader-settings-hint">
              {__('Narrow screens show one page at a time; wide pages stand alone.')}
            </p>
          )}
        </fieldset>
      ))}
    </div>
  );
}

interface ToolbarProps {
  images: boolean;
  groups: SettingGroup[];
  /** The settings as chosen (a mode that reloads the chapter shows at once). */
  chosen: Settings;
  panelOpen: boolean;
  dark: boolean;
  full: boolean;
  sticky: boolean;
  /** A− would change nothing shown (the smallest size): disabled, and it says why. */
  fontFloor: boolean;
  bookmark: readonly Node[];
  handlers: ToolbarHandlers;
}

export const Toolbar = memo(function Toolbar({ images, groups, chosen, panelOpen, dark, full, sticky, fontFloor, bookmark, handlers }: ToolbarProps) {
  const bookmarkRef = useRef<HTMLSpanElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useAdoptedNodes(bookmarkRef, bookmark);

  // An open panel closes with Escape (focus back on its button) and with a click anywhere else.
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      handlers.panel(false);
      toggleRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof Node && !panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) handlers.panel(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [panelOpen, handlers]);

  const settings = groups.length > 0;
  return (
    <div className={sticky ? 'reader-toolbar is-sticky' : 'reader-toolbar'} role="toolbar" aria-label={__('Reader settings')}>
      <button type="button" className="reader-btn reader-contrast" data-action="toggle-contrast" aria-pressed={dark} onClick={handlers.contrast}>
        {__('Dark mode')}
      </button>
      {images ? (
        <>
          <button type="button" className="reader-btn reader-full-image" aria-pressed={full} onClick={handlers.full}>
            {__('View full image')}
          </button>
          {settings && (
            <button
              type="button"
              className="reader-btn reader-settings-toggle"
              aria-expanded={panelOpen}
              aria-controls="reader-settings-panel"
              ref={toggleRef}
              onClick={() => handlers.panel(!panelOpen)}
            >
              {__('Reader settings')}
            </button>
          )}
        </>
      ) : (
        <>
          <span className="reader-font" role="group" aria-label={__('Font size')}>
            <button
              type="button"
              className="reader-btn font-size-down"
              title={fontFloor ? __('Smallest font size') : __('Decrease font size')}
              disabled={fontFloor}
              onClick={() => handlers.font(-1)}
            >
              <span aria-hidden="true">A−</span>
              <span className="screen-reader-text">{fontFloor ? __('Smallest font size') : __('Decrease font size')}</span>
            </button>{' '}
            {/* The server's whitespace between the two inline buttons, so they keep their spacing. */}
            <button type="button" className="reader-btn font-size-up" title={__('Increase font size')} onClick={() => handlers.font(1)}>
              <span aria-hidden="true">A+</span>
              <span className="screen-reader-text">{__('Increase font size')}</span>
            </button>
          </span>
          <button type="button" className="reader-btn reader-sticky" aria-pressed={sticky} onClick={handlers.sticky}>
            {__('Sticky toolbar')}
          </button>
        </>
      )}
      <button type="button" className="reader-btn reader-help" aria-keyshortcuts="?" aria-haspopup="dialog" title={__('Keyboard shortcuts')} onClick={handlers.help}>
        {__('Shortcuts')}
      </button>
      {bookmark.length > 0 && <span className="reader-bookmark" ref={bookmarkRef} />}
      {settings && <SettingsPanel groups={groups} chosen={chosen} open={panelOpen} panelRef={panelRef} onChoose={handlers.setting} />}
    </div>
  );
});
