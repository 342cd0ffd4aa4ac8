// The visual editors (wp_editor: TinyMCE and its Text tab) inside a part of the screen that is replaced: removed
// with the old markup and started again on the new, from the settings WordPress printed for the screen.
interface EditorSettings {
  mceInit: Record<string, Record<string, unknown>>;
  qtInit: Record<string, Record<string, unknown>>;
}

interface EditorGlobals {
  tinyMCEPreInit?: EditorSettings;
  tinymce?: { get(id: string): { remove(): void } | null; init(settings: Record<string, unknown>): void };
  quicktags?: (settings: Record<string, unknown>) => void;
  QTags?: { _buttonsInit?: () => void };
}

const globals = () => window as unknown as EditorGlobals;

/** The ids of the editors under root. */
export function editorIds(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll<HTMLTextAreaElement>('textarea.wp-editor-area'), (area) => area.id).filter(Boolean);
}

/** Whether WordPress printed the settings to start each of these editors on this screen. */
export function canRestoreEditors(ids: string[]): boolean {
  const settings = globals().tinyMCEPreInit;
  return ids.every((id) => settings?.mceInit[id] !== undefined || settings?.qtInit[id] !== undefined);
}

export function removeEditors(ids: string[]): void {
  ids.forEach((id) => globals().tinymce?.get(id)?.remove());
}

export function restoreEditors(ids: string[]): void {
  const { tinyMCEPreInit: settings, tinymce, quicktags, QTags } = globals();
  for (const id of ids) {
    if (settings?.qtInit[id] && quicktags) quicktags(settings.qtInit[id]);
    if (settings?.mceInit[id] && tinymce) tinymce.init(settings.mceInit[id]);
  }
  // The Text tab's buttons are added for every new Quicktags instance at once, as WordPress does after starting them.
  if (ids.length) QTags?._buttonsInit?.();
}
