// The filter and sort above a library list. Without JavaScript it is a GET form the server applies; here every
// change applies at once (so it needs no button) and the address bar follows: a reload or a shared link shows the
// same list.
import { HiddenFields } from './hidden-fields';
import type { ToolsChoice, ToolsForm } from './library-tools';

interface Props {
  form: ToolsForm;
  choice: ToolsChoice;
  onChange: (choice: ToolsChoice) => void;
}

export function ToolsBar({ form, choice, onChange }: Props) {
  return (
    <form className="yomu-library-tools" method="get" action={form.action} role="search" aria-label={form.label} onSubmit={(event) => event.preventDefault()}>
      <HiddenFields fields={form.hidden.map((field) => ({ ...field, id: '' }))} />
      <label className="yomu-library-tools__filter">
        <span>{form.filterLabel}</span>{' '}
        <input type="search" name="q" value={choice.q} maxLength={100} placeholder={form.filterLabel} onChange={(event) => onChange({ ...choice, q: event.target.value })} />
      </label>
      <label className="yomu-library-tools__sort">
        <span>{form.sortLabel}</span>{' '}
        <select name="sort" value={choice.sort} onChange={(event) => onChange({ ...choice, sort: event.target.value })}>
          {form.sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      {form.unreadLabel !== null && (
        <label className="yomu-library-tools__unread">
          <input type="checkbox" name="unread" value="1" checked={choice.unread} onChange={(event) => onChange({ ...choice, unread: event.target.checked })} /> {form.unreadLabel}
        </label>
      )}
    </form>
  );
}
