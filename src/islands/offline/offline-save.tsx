// Under a chapter: save it, or it and the chapters after it, for offline reading; once saved, its size and a way
// to remove it. The server refuses a chapter this reader may not read, and then nothing is saved.
import { useEffect, useState } from 'react';
import { __, sprintf } from '../../lib/i18n';
import { formatBytes, removeSaved, saveChapter, savedChapters } from '../../lib/offline/store';

const COUNTS = [1, 3, 5, 10];

export function OfflineSave({ chapter, count: picked = 1 }: { chapter: number; count?: number }) {
  // The server's ids (theme/inc/offline.php): one box per page, and a focus on the server's select stays on this one.
  const id = 'offline-save';
  const [count, setCount] = useState(COUNTS.includes(picked) ? picked : 1);
  const [saved, setSaved] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    void savedChapters().then((list) => setSaved(list.find((meta) => meta.id === chapter)?.bytes ?? null));
  }, [chapter]);

  const save = async () => {
    setBusy(true);
    setStatus(__('Saving for offline reading…'));
    let next: number | null = chapter;
    let done = 0;
    try {
      while (next !== null && done < count) {
        const result = await saveChapter(next);
        if (result.meta.id === chapter) setSaved(result.meta.bytes);
        next = result.next;
        done++;
        setStatus(sprintf(__('Saved %1$d of %2$d chapters.'), done, count));
      }
      setStatus(done === 1 ? __('Saved for offline reading.') : sprintf(__('Saved %d chapters for offline reading.'), done));
    } catch (error) {
      setStatus(sprintf(__('Could not save for offline reading: %s'), error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    await removeSaved([chapter]);
    setSaved(null);
    setStatus(__('Removed from this device.'));
  };

  return (
    <section className="offline-save" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="offline-save__title">
        {__('Offline reading')}
      </h2>
      {saved !== null ? (
        <p className="offline-save__saved">
          {sprintf(__('This chapter is saved on this device (%s).'), formatBytes(saved))}{' '}
          <button type="button" className="offline-save__remove" onClick={() => void remove()}>
            {__('Remove')}
          </button>
        </p>
      ) : null}
      <div className="offline-save__form">
        <label htmlFor={`${id}-count`}>{__('Chapters to save')}</label>
        <select id={`${id}-count`} value={count} disabled={busy} onChange={(event) => setCount(Number(event.target.value))}>
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? __('This chapter') : sprintf(__('This and the next %d'), value - 1)}
            </option>
          ))}
        </select>
        <button type="button" className="offline-save__button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {__('Save offline')}
        </button>
      </div>
      <p className="offline-save__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
