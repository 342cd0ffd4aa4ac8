// The request a chapter form sends (SPEC §7): the form's fields as multipart data, without the fields of the
// chapter kind not chosen.
export function chapterBody(form: HTMLFormElement): FormData {
  const body = new FormData(form);
  const kind = body.get('chapter_kind');
  if (kind === 'text') {
    body.delete('yomu_images[]');
    body.delete('yomu_zip');
  } else if (kind === 'images') {
    body.delete('yomu_text');
  }
  return body;
}

/** The kind chosen with the radio buttons; null when the form offers one kind (a hidden field). */
export function chosenKind(form: HTMLFormElement): string | null {
  return form.querySelector<HTMLInputElement>('input[name="chapter_kind"]:checked')?.value ?? null;
}
