// The account page's "Saved for offline reading": each saved chapter with its size, a Remove button, the space
// the site uses on this device and a button that frees all of it.
import { useCallback, useEffect, useId, useState } from 'react';
import { __, sprintf } from '../../lib/i18n';
import type { ChapterMeta } from '../../lib/offline/keys';
import { formatBytes, removeSaved, savedChapters, storageUse } from '../../lib/offline/store';

const name = (meta: ChapterMeta) => (meta.mangaTitle ? `${meta.mangaTitle}: ${meta.title}` : meta.title);

export function OfflineLibrary() {
  const id = useId();
  const [list, setList] = useState<ChapterMeta[] | null>(null);
  const [use, setUse] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  const reload = useCallback(async () => {
    setList(await savedChapters());
    setUse((await storageUse())?.usage ?? null);
  }, []);

  useEffect(() => void reload(), [reload]);

  const remove = async (ids?: number[]) => {
    await removeSaved(ids);
    setStatus(ids ? __('Removed from this device.') : __('All saved chapters were removed.'));
    await reload();
  };

  const total = list?.reduce((sum, meta) => sum + meta.bytes, 0) ?? 0;
  return (
    <section className="offline-library" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{__('Saved for offline reading')}</h2>
      {list === null ? null : list.length === 0 ? (
        <p>
          {__('No chapters are saved on this device.')} {__('Use “Save offline” under a chapter to read it without a connection.')}
        </p>
      ) : (
        <>
          <p className="offline-library__total">
            {sprintf(__('Saved chapters: %1$d (%2$s).'), list.length, formatBytes(total))}
            {use !== null ? ` ${sprintf(__('This site uses %s on this device.'), formatBytes(use))}` : ''}
          </p>
          <ul className="offline-library__list">
            {list.map((meta) => (
              <li key={meta.id} className="offline-library__item">
                <a href={meta.url}>{name(meta)}</a>{' '}
                <span className="offline-library__size">{formatBytes(meta.bytes)}</span>{' '}
                <button type="button" onClick={() => void remove([meta.id])} aria-label={sprintf(__('Remove %s'), name(meta))}>
                  {__('Remove')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="offline-library__clear" onClick={() => void remove()}>
            {__('Free space: remove all saved chapters')}
          </button>
        </>
      )}
      <p className="offline-library__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
