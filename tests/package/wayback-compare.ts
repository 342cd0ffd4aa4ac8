// Compares two snapshots of a site (tests/fixtures/wayback/snapshot.php): what differs, apart from what README.md
// lists as left behind by Yomu, what WordPress itself records, and what using the site changes in Madara's own
// keys and shapes (view counts go up, bookmarks and history change). Returns one line per problem.
import { listed, type LeftBehind } from './wayback-list';

export interface MetaRow {
  id: string | number;
  k: string;
  v: string;
  d?: unknown;
}

export interface Snapshot {
  prefix: string;
  tables: Record<string, string[]>;
  rows: Record<string, Array<Record<string, unknown>>>;
  options: Record<string, string>;
  meta: { post: MetaRow[]; user: MetaRow[] };
  files: Record<string, string>;
  cron: string[];
}

/** Options WordPress itself writes when plugins and themes switch, people sign in or wp-admin is visited. */
const WORDPRESS_OPTIONS =
  /^(active_plugins|recently_activated|uninstall_plugins|template|stylesheet|current_theme|theme_switched|theme_mods_.+|sidebars_widgets|widget_.+|cron|rewrite_rules|recovery_keys|user_count|can_compress_scripts|db_upgraded|fresh_site|https_detection_errors|auto_updater\.lock|_site_transient_(?!yomu_).+|_transient_(?!yomu_|timeout_yomu_).+)$/;

/** User meta WordPress writes when someone signs in or opens wp-admin screens ({prefix} is the table prefix). */
const wordpressUserMeta = (prefix: string) =>
  new RegExp(
    `^(session_tokens|community-events-location|dismissed_wp_pointers|${prefix}dashboard_quick_press_last_post_id|${prefix}user-settings(-time)?|${prefix}persisted_preferences|(meta-box-order|closedpostboxes|metaboxhidden|screen_layout)_.+)$`,
  );

/** Post meta WordPress writes when an editor opens a post. */
const WORDPRESS_POST_META = /^_edit_(lock|last)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []);
const hasKeys = (value: unknown, keys: string[]) => isRecord(value) && Object.keys(value).sort().join() === [...keys].sort().join();
const isInt = (value: unknown) => typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^\d+$/.test(value);

/** Madara's period formats (MADARA.md §7): date('d'), date('D-d'), date('m') under "month", date('y'). */
const PERIODS: Record<string, [string, RegExp]> = {
  day: ['date', /^\d{2}$/],
  week: ['date', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-\d{2}$/],
  month: ['month', /^\d{2}$/],
  year: ['date', /^\d{2}$/],
};

/**
 * Whether a changed or new meta value is one Madara itself would have written while the site was used: the
 * answer is '' when it is, else why not. `old` is the value before (undefined when the key is new).
 */
function normalUse(kind: 'post' | 'user', row: MetaRow, old: MetaRow | undefined): string {
  const key = row.k;
  if (kind === 'post' && key === '_wp_manga_views') {
    return isInt(row.v) && Number(row.v) >= Number(old?.v ?? 0) ? '' : `total views not a growing int: ${row.v}`;
  }
  const period = /^_wp_manga_(day|week|month|year)_views(_value)?$/.exec(key);
  if (kind === 'post' && period) {
    if (period[2]) return isInt(row.v) ? '' : `not an int: ${row.v}`;
    const [field, format] = PERIODS[period[1]];
    const value = row.d;
    return hasKeys(value, ['views', field]) && isRecord(value) && typeof value.views === 'number' && format.test(String(value[field]))
      ? ''
      : `not in Madara's ${period[1]} format: ${row.v}`;
  }
  if (kind === 'post' && key === '_wp_user_bookmarked') {
    return listOf(row.d).every(isInt) ? '' : `not a list of user ids: ${row.v}`;
  }
  if (kind === 'user' && key === '_wp_manga_bookmark') {
    const rows = listOf(row.d);
    return rows.every((entry) => hasKeys(entry, ['id', 'c', 'p', 'unread_c']) && isRecord(entry) && Array.isArray(entry.unread_c))
      ? ''
      : `bookmarks not in Madara's {id, c, p, unread_c} shape: ${row.v}`;
  }
  if (kind === 'user' && key === '_wp_manga_history') {
    return listOf(row.d).every((entry) => hasKeys(entry, ['id', 'c', 'p', 'i', 't'])) ? '' : `history not in Madara's {id, c, p, i, t} shape: ${row.v}`;
  }
  return 'changed';
}

function compareTables(a: Snapshot, b: Snapshot, items: LeftBehind[]): string[] {
  const problems: string[] = [];
  for (const [table, columns] of Object.entries(a.tables)) {
    const now = b.tables[table];
    if (!now) {
      problems.push(`table ${table} is gone`);
      continue;
    }
    for (const column of columns) if (!now.includes(column)) problems.push(`column changed or gone: ${table}.${column}`);
    for (const column of now) {
      const name = column.split(' ')[0];
      if (!columns.some((c) => c.split(' ')[0] === name) && !listed(items, 'column', `${table}.${name}`, b.prefix)) problems.push(`column added: ${table}.${column}`);
    }
  }
  for (const table of Object.keys(b.tables)) {
    if (!a.tables[table] && !listed(items, 'table', table, b.prefix)) problems.push(`table added: ${table}`);
  }
  return problems;
}

function compareRows(a: Snapshot, b: Snapshot): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(a.rows)) {
    const now = b.rows[table] ?? [];
    const idOf = (row: Record<string, unknown>) => String(Object.values(row)[0]) + (table === 'term_relationships' ? `|${String(row.term_taxonomy_id)}` : '');
    const byId = new Map(now.map((row) => [idOf(row), row]));
    for (const row of rows) {
      const current = byId.get(idOf(row));
      if (!current) {
        problems.push(`${table} row ${idOf(row)} is gone`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        const grew = table === 'manga_chapters' && column === 'views' && Number(current[column]) >= Number(value);
        if (current[column] !== value && !grew) problems.push(`${table} row ${idOf(row)} ${column}: ${JSON.stringify(value)} → ${JSON.stringify(current[column])}`);
      }
    }
    const had = new Set(rows.map(idOf));
    for (const row of now) {
      // The dashboard's Quick Draft box makes an auto-draft for every visit: WordPress's, not Yomu's.
      if (!had.has(idOf(row)) && !(table === 'posts' && row.post_status === 'auto-draft')) {
        problems.push(`${table} row added: ${JSON.stringify(row).slice(0, 300)}`);
      }
    }
  }
  return problems;
}

function compareOptions(a: Snapshot, b: Snapshot, items: LeftBehind[]): string[] {
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(a.options), ...Object.keys(b.options)])) {
    if (WORDPRESS_OPTIONS.test(name) && !listed(items, 'option', name, b.prefix)) continue;
    if (a.options[name] === b.options[name]) continue;
    if (name in a.options && !(name in b.options)) problems.push(`option ${name} is gone`);
    else if (!listed(items, 'option', name, b.prefix)) problems.push(`option ${name}: ${a.options[name]?.slice(0, 200)} → ${b.options[name]?.slice(0, 200)}`);
  }
  return problems;
}

function compareMeta(kind: 'post' | 'user', a: Snapshot, b: Snapshot, items: LeftBehind[]): string[] {
  const problems: string[] = [];
  const ignored = kind === 'user' ? wordpressUserMeta(b.prefix) : WORDPRESS_POST_META;
  const group = (rows: MetaRow[]) => {
    const map = new Map<string, MetaRow[]>();
    for (const row of rows) map.set(`${row.id}|${row.k}`, [...(map.get(`${row.id}|${row.k}`) ?? []), row]);
    return map;
  };
  const was = group(a.meta[kind]);
  const now = group(b.meta[kind]);
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const key = id.slice(id.indexOf('|') + 1);
    const [old, current] = [was.get(id) ?? [], now.get(id) ?? []];
    if (ignored.test(key) || listed(items, kind === 'post' ? 'post meta' : 'user meta', key, b.prefix)) continue;
    if (JSON.stringify(old.map((r) => r.v)) === JSON.stringify(current.map((r) => r.v))) continue;
    if (current.length === 0) {
      problems.push(`${kind} meta ${id} is gone`);
      continue;
    }
    if (current.length > 1) problems.push(`${kind} meta ${id} has ${current.length} rows`);
    const why = normalUse(kind, current[0], old[0]);
    if (why) problems.push(`${kind} meta ${id}: ${why === 'changed' ? `${old[0]?.v ?? '(none)'} → ${current[0].v}` : why}`);
  }
  return problems;
}

function compareFiles(a: Snapshot, b: Snapshot, items: LeftBehind[]): string[] {
  const problems: string[] = [];
  for (const [file, hash] of Object.entries(a.files)) {
    if (b.files[file] !== hash) problems.push(`file WP-manga/${file} ${file in b.files ? 'changed' : 'is gone'}`);
  }
  for (const file of Object.keys(b.files)) {
    if (!(file in a.files) && !listed(items, 'file', `WP-manga/${file}`, b.prefix)) problems.push(`file added: WP-manga/${file}`);
  }
  return problems;
}

/** Every difference between snapshots a (before) and b (later) that is neither listed nor normal use. */
export function compareSnapshots(a: Snapshot, b: Snapshot, items: LeftBehind[]): string[] {
  return [
    ...compareTables(a, b, items),
    ...compareRows(a, b),
    ...compareOptions(a, b, items),
    ...compareMeta('post', a, b, items),
    ...compareMeta('user', a, b, items),
    ...compareFiles(a, b, items),
    ...a.cron.filter((hook) => !b.cron.includes(hook)).map((hook) => `cron event ${hook} is gone`),
    ...b.cron.filter((hook) => hook.startsWith('yomu_')).map((hook) => `cron event ${hook} is still scheduled`),
  ];
}
