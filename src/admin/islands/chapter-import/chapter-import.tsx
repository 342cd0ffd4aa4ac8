// "Import chapters from a ZIP" on the manga edit screen (issue 33 item 1): sends the chosen ZIP in chunks from where
// the server's copy ends (a dropped chunk is sent again; after a reload, choosing the same file resumes), shows what
// the ZIP will create, starts the import and follows its progress until it is done. Every message goes to the status
// line, which screen readers announce.
import { useEffect, useRef, useState } from 'react';
import type { ImportPreview, ImportSession } from '../../../lib/api/import';
import { __, sprintf } from '../../../lib/i18n';
import type { BoxRefresh } from '../../in-place';
import { Dropped, importCalls, sendRest, wait } from './calls';

export interface ChapterImportProps {
  manga: number;
  nonce: string;
  /** Bytes per chunk (the server's limit). */
  chunk: number;
  /** Text chapters: files, not pages. */
  text: boolean;
  /** The editor's session from before a reload, if any. */
  session: ImportSession | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 100) / whole) : 0);

export function ChapterImport({ manga, nonce, chunk, text, session }: ChapterImportProps) {
  const call = useRef(importCalls(manga, nonce)).current;
  const latest = useRef(session);
  const file = useRef<HTMLInputElement>(null);
  const [status, say] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<'upload' | 'import' | null>(null);

  // Text chapters have no pages to count: their messages leave the count out.
  const summary = (plan: ImportPreview) =>
    text
      ? sprintf(__('To create: %1$d chapters. Already here, skipped: %2$d.'), plan.create, plan.skip)
      : sprintf(__('To create: %1$d chapters (%2$d pages). Already here, skipped: %3$d.'), plan.create, plan.pages, plan.skip);

  const fail = (error: unknown) => {
    setBusy(null);
    const now = latest.current;
    say(
      error instanceof Dropped
        ? sprintf(__('The connection is lost. Choose the same file and upload again: it goes on from %d%%.'), now ? percent(now.received, now.size) : 0)
        : sprintf(__('It did not work: %s'), error instanceof Error ? error.message : String(error)),
    );
  };

  const check = async (current: ImportSession) => {
    say(__('Checking the ZIP…'));
    const answer = await call('yomu_import_preview', { id: current.id });
    latest.current = answer;
    setPreview(answer.preview);
    say(summary(answer.preview));
  };

  const follow = async (from: ImportSession) => {
    let current = from;
    setPreview(null);
    while (current.state === 'importing') {
      setProgress(percent(current.done, current.total));
      say(sprintf(__('Importing: %1$d of %2$d chapters…'), current.done, current.total));
      await wait(1000);
      try {
        current = await call('yomu_import_status', { id: current.id });
      } catch (error) {
        if (!(error instanceof Dropped)) throw error; // the import goes on on the server: ask again
      }
    }
    latest.current = current;
    let message: string;
    if (current.state === 'done') {
      setProgress(100);
      message = text
        ? sprintf(__('Import done: %1$d chapters created, %2$d skipped.'), current.created, current.skipped)
        : sprintf(__('Import done: %1$d chapters created (%2$d pages), %3$d skipped.'), current.created, current.pages, current.skipped);
    } else {
      message = sprintf(__('The import stopped: %s'), current.error);
    }
    say(message);
    // An import that ended while the editor watched changed the chapters: the box is drawn again with them, and this
    // island with it (it then tells the same outcome from the session).
    if (from.state === 'importing' && current.created > 0) {
      const refresh: BoxRefresh = { message, focus: '#yomu-import-heading' };
      document.dispatchEvent(new CustomEvent('yomu:box-refresh', { detail: refresh }));
    }
  };

  const upload = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      say(__('Choose a ZIP file first.'));
      file.current?.focus();
      return;
    }
    setBusy('upload');
    setPreview(null);
    try {
      const begun = await call('yomu_import_begin', { name: chosen.name, size: String(chosen.size) });
      latest.current = begun;
      const whole = await sendRest(call, chosen, begun, chunk, {
        progress: (received) => {
          latest.current = { ...begun, received };
          setProgress(percent(received, begun.size));
          say(sprintf(__('Uploading: %d%%'), percent(received, begun.size)));
        },
        retry: () => say(__('The connection dropped; trying again…')),
      });
      latest.current = whole;
      await check(whole);
      setBusy(null);
    } catch (error) {
      fail(error);
    }
  };

  const start = async () => {
    const current = latest.current;
    if (!current) return;
    setBusy('import');
    try {
      await follow(await call('yomu_import_start', { id: current.id }));
      setBusy(null);
    } catch (error) {
      fail(error);
    }
  };

  const discard = async () => {
    const current = latest.current;
    if (!current) return;
    try {
      await call('yomu_import_discard', { id: current.id });
      latest.current = null;
      setPreview(null);
      setProgress(null);
      say(__('The upload was discarded.'));
    } catch (error) {
      fail(error);
    }
  };

  // A session from before a reload: an upload waits for its file again; a complete one is previewed; an import is
  // followed, or says how it ended.
  useEffect(() => {
    if (!session) return;
    if (session.state === 'uploading') {
      setProgress(percent(session.received, session.size));
      say(sprintf(__('The upload of %1$s stopped at %2$d%%. Choose the same file and upload again to go on from there.'), session.name, percent(session.received, session.size)));
    } else if (session.state === 'ready') {
      check(session).catch(fail);
    } else {
      setBusy(session.state === 'importing' ? 'import' : null);
      follow(session).then(() => setBusy(null), fail);
    }
    // Once, for the session the page was drawn with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const volumes = new Map(preview?.volumes.map((volume) => [volume.name, volume.new]) ?? []);
  return (
    <>
      <p className="yomu-row">
        <label htmlFor="yomu-import-file" className="yomu-label">
          {__('ZIP file')}
        </label>
        <input type="file" id="yomu-import-file" accept=".zip,application/zip" aria-describedby="yomu-import-help" ref={file} />
        <button type="button" className="button" onClick={() => void upload()} disabled={busy !== null}>
          {__('Upload and check')}
        </button>
      </p>
      {progress !== null && (
        <div className="yomu-import__progress">
          <progress max={100} value={progress} aria-labelledby="yomu-import-status" />
        </div>
      )}
      <p id="yomu-import-status" className="yomu-import__status" role="status" aria-live="polite">
        {status}
      </p>
      {preview && (
        <>
          {/* The status line above shows the same summary; this copy names the region for screen readers. */}
          <p id="yomu-import-summary" className="yomu-import__summary screen-reader-text">
            {summary(preview)}
          </p>
          {/* A long upload's rows scroll inside the region (keyboard-scrollable: it takes the focus), under a header that stays. */}
          <div className="yomu-import__preview" role="region" aria-labelledby="yomu-import-summary" tabIndex={0}>
            <table className="widefat striped">
              <thead>
                <tr>
                  <th scope="col">{__('Volume')}</th>
                  <th scope="col">{__('Chapter')}</th>
                  <th scope="col">{text ? __('Files') : __('Pages')}</th>
                  <th scope="col">{__('What happens')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.chapters.map((chapter, index) => (
                  <tr key={index}>
                    <td>{chapter.volume === '' ? __('No volume') : volumes.get(chapter.volume) ? sprintf(__('%s (new)'), chapter.volume) : chapter.volume}</td>
                    <td>{chapter.extend === '' ? chapter.name : `${chapter.name} – ${chapter.extend}`}</td>
                    <td>{chapter.pages}</td>
                    <td>{chapter.action === 'create' ? __('To be created') : __('To be skipped: already here')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="yomu-row yomu-import__actions">
            <button type="button" className="button button-primary" onClick={() => void start()} disabled={busy !== null || preview.create === 0}>
              {__('Import these chapters')}
            </button>
            <button type="button" className="button" onClick={() => void discard()} disabled={busy === 'import'}>
              {__('Discard the upload')}
            </button>
          </p>
        </>
      )}
    </>
  );
}
