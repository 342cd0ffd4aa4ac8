import type { HiddenField } from './read-page';

/** The server's hidden fields of a form (nonces, action), kept for the form's no-JavaScript post. */
export function HiddenFields({ fields }: { fields: HiddenField[] }) {
  return fields.map((field) => <input key={field.name} type="hidden" id={field.id || undefined} name={field.name} value={field.value} />);
}
