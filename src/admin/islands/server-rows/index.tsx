import { mountReact } from '../../../lib/islands/mount-react';
import { ServerRows, type ServerRow } from './server-rows';

const isRow = (value: unknown): value is ServerRow => {
  const row = value as { name?: unknown; embed?: unknown } | null;
  return typeof row?.name === 'string' && typeof row.embed === 'string';
};

const isText = (value: unknown): value is string => typeof value === 'string';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const { form, prefix, help, fields, rows } = props;
  const names = fields as Record<string, unknown> | null;
  if (!isText(form) || !isText(prefix) || !isText(help) || !Array.isArray(rows) || !rows.every(isRow)) return;
  if (!names || !isText(names.name) || !isText(names.embed) || !isText(names.position)) return;
  mountReact(element, <ServerRows form={form} prefix={prefix} help={help} fields={{ name: names.name, embed: names.embed, position: names.position }} rows={rows} />);
}
