// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialUploadState, uploadReducer, type UploadAction, type UploadState } from './upload-state';

const run = (state: UploadState, ...actions: UploadAction[]) => actions.reduce(uploadReducer, state);

describe('chapter form state', () => {
  it('starts idle with an empty status line', () => {
    expect(initialUploadState('images')).toEqual({ kind: 'images', busy: false, progress: 0, status: { text: '', tone: '', link: null } });
  });

  it('switches the chapter kind', () => {
    expect(run(initialUploadState('images'), { type: 'kind', kind: 'text' }).kind).toBe('text');
  });

  it('sends from 0 %, follows the progress and ends with the result', () => {
    const sending = run(initialUploadState(null), { type: 'progress', percent: 50 }, { type: 'send', text: 'Yükleniyor…' });
    expect(sending).toMatchObject({ busy: true, progress: 0, status: { text: 'Yükleniyor…', tone: '' } });
    const half = run(sending, { type: 'progress', percent: 50 });
    expect(half.progress).toBe(50);
    expect(run(half, { type: 'saved', text: 'Kaydedildi', link: '/c' })).toMatchObject({ busy: false, status: { text: 'Kaydedildi', tone: 'success', link: '/c' } });
    expect(run(half, { type: 'failed', text: 'Olmadı' })).toMatchObject({ busy: false, status: { text: 'Olmadı', tone: 'error', link: null } });
  });

  it('ignores progress when nothing is being sent', () => {
    const state = initialUploadState(null);
    expect(run(state, { type: 'progress', percent: 40 })).toBe(state);
  });
});
