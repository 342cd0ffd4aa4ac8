// State of a front-end chapter form: the chosen chapter kind, the request in flight with its progress, and the
// status line under the form.

export type Tone = '' | 'success' | 'error';

export interface UploadState {
  /** images or text; null when the form offers one kind only. */
  kind: string | null;
  busy: boolean;
  progress: number;
  status: { text: string; tone: Tone; link: string | null };
}

export type UploadAction =
  | { type: 'kind'; kind: string | null }
  | { type: 'send'; text: string }
  | { type: 'progress'; percent: number }
  | { type: 'saved'; text: string; link: string | null }
  | { type: 'failed'; text: string };

export function initialUploadState(kind: string | null): UploadState {
  return { kind, busy: false, progress: 0, status: { text: '', tone: '', link: null } };
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'kind':
      return { ...state, kind: action.kind };
    case 'send':
      return { ...state, busy: true, progress: 0, status: { text: action.text, tone: '', link: null } };
    case 'progress':
      return state.busy ? { ...state, progress: action.percent } : state;
    case 'saved':
      return { ...state, busy: false, status: { text: action.text, tone: 'success', link: action.link } };
    case 'failed':
      return { ...state, busy: false, status: { text: action.text, tone: 'error', link: null } };
  }
}
