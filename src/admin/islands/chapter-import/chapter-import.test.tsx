import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportSession } from '../../../lib/api/import';
import { mountIsland } from '../../../test-support/islands';
import { mount } from './index';

const FALLBACK = '<p>The import needs JavaScript.</p>';
const FILE = new File(['0123456789'], 'ciltler.zip', { type: 'application/zip' });
const PREVIEW = {
  volumes: [{ name: 'Cilt 1', new: true }],
  chapters: [
    { volume: 'Cilt 1', name: 'Bölüm 1', extend: 'Uyanış', pages: 2, action: 'create' },
    { volume: '', name: 'Bölüm 2', extend: '', pages: 1, action: 'skip' },
  ],
  create: 1,
  skip: 1,
  pages: 2,
};

function session(fields: Partial<ImportSession>): ImportSession {
  return { id: 's1', name: 'ciltler.zip', size: 10, received: 0, state: 'uploading', total: 0, done: 0, created: 0, skipped: 0, pages: 0, error: '', ...fields };
}

/** A fake admin-ajax for the import: records every call; `drop` chunk offsets fail once without an answer. */
function server({ received = 0, drop = [] as number[], refuse = '' } = {}) {
  const calls: string[] = [];
  let stored = received;
  let polls = 0;
  const dropped = new Set<number>();
  const answer = (data: unknown, success = true, status = 200) => new Response(JSON.stringify({ success, data }), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as FormData | URLSearchParams;
      const action = String(body.get('action'));
      expect(body.get('_ajax_nonce')).toBe('n0nce');
      expect(body.get('manga_id')).toBe('7');
      if (action === 'yomu_import_chunk') {
        const offset = Number(body.get('offset'));
        calls.push(`chunk@${offset}`);
        if (drop.includes(offset) && !dropped.has(offset)) {
          dropped.add(offset);
          throw new TypeError('Failed to fetch');
        }
        stored = offset + (body.get('chunk') as Blob).size;
        return answer(session({ received: stored, state: stored >= 10 ? 'ready' : 'uploading' }));
      }
      calls.push(action);
      if (refuse) return answer({ message: refuse }, false, 403);
      if (action === 'yomu_import_begin') return answer(session({ received: stored }));
      if (action === 'yomu_import_preview') return answer({ ...session({ received: 10, state: 'ready' }), preview: PREVIEW });
      if (action === 'yomu_import_start') return answer(session({ received: 10, state: 'importing', total: 1 }));
      polls++;
      return answer(session({ received: 10, state: polls > 1 ? 'done' : 'importing', total: 1, done: polls > 1 ? 1 : 0, created: 1, skipped: 1, pages: 2 }));
    }),
  );
  return calls;
}

const props = (saved: ImportSession | null = null) => ({ manga: 7, nonce: 'n0nce', chunk: 4, text: false, session: saved });
const status = () => document.getElementById('yomu-import-status')?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chapter-import', () => {
  it('sends the file in chunks, sends a dropped chunk again, previews, imports and follows the import to its end', async () => {
    const calls = server({ drop: [4] });
    const element = await mountIsland(mount, FALLBACK, props(), 'chapter-import');
    expect(element.textContent).not.toContain('needs JavaScript');
    await userEvent.upload(screen.getByLabelText('ZIP file'), FILE);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(status()).toBe('To create: 1 chapters (2 pages). Already here, skipped: 1.'), { timeout: 4000 });
    expect(calls).toEqual(['yomu_import_begin', 'chunk@0', 'chunk@4', 'chunk@4', 'chunk@8', 'yomu_import_preview']);
    expect(Array.from(element.querySelectorAll('tbody tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Cilt 1 (new)', 'Bölüm 1 – Uyanış', '2', 'To be created'],
      ['No volume', 'Bölüm 2', '1', 'To be skipped: already here'],
    ]);

    const refreshes: unknown[] = [];
    const refreshed = (event: Event) => refreshes.push((event as CustomEvent).detail);
    document.addEventListener('yomu:box-refresh', refreshed);
    fireEvent.click(screen.getByRole('button', { name: 'Import these chapters' }));
    await waitFor(() => expect(status()).toBe('Importing: 0 of 1 chapters…'));
    await waitFor(() => expect(status()).toBe('Import done: 1 chapters created (2 pages), 1 skipped.'), { timeout: 5000 });
    // The box is asked to draw itself again with the new chapters (src/admin/in-place.ts), once.
    document.removeEventListener('yomu:box-refresh', refreshed);
    expect(refreshes).toEqual([{ message: 'Import done: 1 chapters created (2 pages), 1 skipped.', focus: '#yomu-import-heading' }]);
    expect(element.querySelector('progress')?.value).toBe(100);
    expect(screen.queryByRole('button', { name: 'Import these chapters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload and check' })).toHaveProperty('disabled', false);
    // Real time: a second before the dropped chunk is sent again, then the import's polls (5 s is too tight on a busy machine).
  }, 15_000);

  it('after a reload, says where the upload stopped and goes on from the server’s bytes', async () => {
    const calls = server({ received: 4 });
    await mountIsland(mount, FALLBACK, props(session({ received: 5 })), 'chapter-import');
    expect(status()).toBe('The upload of ciltler.zip stopped at 50%. Choose the same file and upload again to go on from there.');
    await userEvent.upload(screen.getByLabelText('ZIP file'), FILE);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(calls).toContain('yomu_import_preview'));
    expect(calls.slice(0, 3)).toEqual(['yomu_import_begin', 'chunk@4', 'chunk@8']);
  });

  it('asks for a file first, and shows the server’s refusal', async () => {
    server({ refuse: 'Bu mangaya bölüm içe aktarma izniniz yok.' });
    await mountIsland(mount, FALLBACK, props(), 'chapter-import');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(status()).toBe('Choose a ZIP file first.');
    expect(document.activeElement).toBe(screen.getByLabelText('ZIP file'));
    await userEvent.upload(screen.getByLabelText('ZIP file'), FILE);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(status()).toBe('It did not work: Bu mangaya bölüm içe aktarma izniniz yok.'));
    expect(screen.getByRole('button', { name: 'Upload and check' })).toHaveProperty('disabled', false);
  });
});
