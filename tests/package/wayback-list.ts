// The list README.md "Switching back to Madara" gives of what Yomu leaves behind, read from the README so the
// documentation and the wayback test cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';

export type LeftKind = 'table' | 'column' | 'option' | 'user meta' | 'post meta' | 'file';

export interface LeftBehind {
  kind: LeftKind;
  name: string;
  /** The README says uninstall removes it (else it stays, e.g. a column Madara uses). */
  uninstallRemoves: boolean;
}

const ITEM = /^- (table|column|option|user meta|post meta|file) `([^`]+)`:.*\((uninstall removes|stays)/;

/** Items of the "What stays after deactivation" list of README.md. */
export function leftBehind(readme: string): LeftBehind[] {
  const text = fs.readFileSync(path.resolve(readme), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Switching back to Madara')) ?? '';
  return section
    .split('\n')
    .map((line) => ITEM.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ kind: match[1] as LeftKind, name: match[2], uninstallRemoves: match[3] === 'uninstall removes' }));
}

/** Whether a name matches one of the list's patterns of a kind (`{prefix}` is the table prefix, `*` anything). */
export function listed(items: LeftBehind[], kind: LeftKind, name: string, prefix: string): LeftBehind | undefined {
  return items.find((item) => {
    if (item.kind !== kind) return false;
    const pattern = item.name.replaceAll('{prefix}', prefix).split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${pattern}$`).test(name);
  });
}
