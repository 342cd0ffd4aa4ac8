// The chapter import of the manga edit screen (plugin Admin\ChapterImport, Import\Staged, Import\ImportJob): a ZIP
// sent in chunks, previewed, then imported in the background while the page follows its progress. These wp-admin
// actions are declared by Admin\ChapterImport, not by the site's Registrar (their nonce is made per manga), so they
// are not in actions.ts's map: the island calls them with postAction, typed by ImportActions.

/** The editor's import session, as the server shows it. */
export interface ImportSession {
  id: string;
  name: string;
  size: number;
  received: number;
  state: 'uploading' | 'ready' | 'importing' | 'done' | 'failed';
  total: number;
  done: number;
  created: number;
  skipped: number;
  pages: number;
  error: string;
}

/** What the ZIP will create, before anything is written. */
export interface ImportPreview {
  volumes: { name: string; new: boolean }[];
  chapters: { volume: string; name: string; extend: string; pages: number; action: 'create' | 'skip' }[];
  create: number;
  skip: number;
  pages: number;
}

interface Signed {
  manga_id: string;
  _ajax_nonce: string;
}

interface Refused {
  message?: string;
}

export interface ImportActions {
  yomu_import_begin: { request: Signed & { name: string; size: string }; success: ImportSession; failure: Refused };
  yomu_import_chunk: { request: Signed & { id: string; offset: string; chunk: Blob }; success: ImportSession; failure: Refused };
  yomu_import_preview: { request: Signed & { id: string }; success: ImportSession & { preview: ImportPreview }; failure: Refused };
  yomu_import_start: { request: Signed & { id: string }; success: ImportSession; failure: Refused };
  yomu_import_status: { request: Signed & { id: string }; success: ImportSession; failure: Refused };
  yomu_import_discard: { request: Signed & { id: string }; success: unknown; failure: Refused };
}
