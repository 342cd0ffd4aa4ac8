// A front-end chapter form (SPEC §4): upload under the manga's chapter list, edit under a chapter. Without
// JavaScript it posts to admin-post.php. Here the server's form is kept (nonce, fields, what the reader typed)
// and React owns its end (progress bar, status line, submit button, drawn through a portal into the form) and
// the state: the chosen kind shows only its fields, the form goes to admin-ajax with upload progress, the
// thumbnail input is cleared once the request is prepared, and an uploaded chapter is announced to the list.
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { postWithProgress } from '../../lib/api/client';
import { CHAPTER_UPLOADED_EVENT, type ChapterSaved, type ChapterSaveFailed, type ChapterUploadedDetail } from '../../lib/api/upload';
import { __ } from '../../lib/i18n';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { chapterBody, chosenKind } from './chapter-body';
import { FormTail } from './form-tail';
import { goTo } from './navigate';
import { followingIndex, setIndexField } from './next-index';
import { initialUploadState, uploadReducer } from './upload-state';

interface Props {
  /** The island's server nodes: the section (upload) or details (edit) holding the form. */
  nodes: readonly Node[];
  form: HTMLFormElement;
  /** The server's progress bar, status line and submit paragraph, which FormTail replaces. */
  tail: readonly Element[];
  submitLabel: string;
  isEdit: boolean;
  /** The server's next chapter index (the highest so far plus one), which the Index field starts at. */
  nextIndex: number | null;
}

export function ChapterUpload({ nodes, form, tail, submitLabel, isEdit, nextIndex }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(uploadReducer, form, (server) => initialUploadState(chosenKind(server)));
  const { kind, busy } = state;
  const next = useRef(nextIndex);

  useAdoptedNodes(holder, nodes);
  // FormTail takes the place of the server's end of the form; it comes back if the island goes away.
  useLayoutEffect(() => {
    tail.forEach((node) => node.remove());
    return () => form.append(...tail);
  }, [form, tail]);

  useLayoutEffect(() => {
    if (kind === null) return;
    form.querySelectorAll<HTMLElement>('[data-kind]').forEach((part) => {
      part.hidden = part.dataset.kind !== kind;
    });
  }, [form, kind]);

  useEffect(() => {
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'chapter_kind') dispatch({ type: 'kind', kind: chosenKind(form) });
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [form]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy) return;
      const body = chapterBody(form);
      const sentIndex = Number(form.querySelector<HTMLInputElement>('input[name="chapter_index"]')?.value);
      // The save is prepared: the thumbnail input is cleared (SPEC §4, chapter edit).
      const thumbnail = form.querySelector<HTMLInputElement>('input[name="chapter-thumbnail"]');
      if (thumbnail) thumbnail.value = '';
      dispatch({ type: 'send', text: __('Uploading…') });
      postWithProgress<ChapterSaved, ChapterSaveFailed>(body, (percent) => dispatch({ type: 'progress', percent }))
        .then((answer) => {
          if (!answer.success) {
            dispatch({ type: 'failed', text: answer.data?.message || __('The chapter could not be saved.') });
            return;
          }
          const { message, url } = answer.data;
          if (isEdit) {
            dispatch({ type: 'saved', text: message, link: null });
            if (url) goTo(url);
            return;
          }
          next.current = followingIndex(answer.data.next_index, next.current, sentIndex);
          form.reset();
          setIndexField(form, next.current);
          dispatch({ type: 'kind', kind: chosenKind(form) });
          dispatch({ type: 'saved', text: message, link: url || null });
          document.dispatchEvent(new CustomEvent<ChapterUploadedDetail>(CHAPTER_UPLOADED_EVENT, { detail: { url } }));
        })
        .catch(() => dispatch({ type: 'failed', text: __('The chapter could not be saved.') }));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, busy, isEdit]);

  return (
    <>
      <div ref={holder} style={{ display: 'contents' }} />
      {createPortal(<FormTail state={state} submitLabel={submitLabel} />, form)}
    </>
  );
}
