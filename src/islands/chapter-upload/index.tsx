import { mountReact } from '../../lib/islands/mount-react';
import { ChapterUpload } from './chapter-upload';

export function mount(element: HTMLElement, props: Record<string, unknown> = {}): void {
  const form = element.querySelector<HTMLFormElement>('form.yomu-upload__form');
  if (!form) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const tail = [
    form.querySelector(':scope > .yomu-upload__progress'),
    form.querySelector(':scope > .yomu-upload__status'),
    submit?.parentElement === form ? submit : (submit?.parentElement ?? null),
  ].filter((node): node is Element => node !== null);
  mountReact(
    element,
    <ChapterUpload
      nodes={Array.from(element.childNodes)}
      form={form}
      tail={tail}
      submitLabel={submit?.textContent ?? ''}
      isEdit={form.querySelector('input[name="action"]')?.getAttribute('value') === 'yomu_front_chapter_update'}
      nextIndex={typeof props.nextIndex === 'number' ? props.nextIndex : null}
    />,
  );
}
