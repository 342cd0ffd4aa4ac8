// A video chapter's servers in wp-admin (plugin Admin\VideoServerFields): one row per server with its name and embed
// code, and buttons to add a server and to move a row up, down or out. The rows keep the server's field names, and
// each sends its position, so the form saves them in the order shown. Without JavaScript the server's rows stay:
// position fields and an empty row to add one.
import { useLayoutEffect, useRef, useState } from 'react';
import { __, sprintf } from '../../../lib/i18n';
import { moved } from '../page-order/moved';

export interface ServerRow {
  name: string;
  embed: string;
}

export interface ServerRowsProps {
  /** ID of the form the fields belong to ('' when they are inside it). */
  form: string;
  /** Prefix of the element IDs. */
  prefix: string;
  /** ID of the help text the embed fields point to. */
  help: string;
  /** Field names (without []) of the names, embed codes and positions. */
  fields: { name: string; embed: string; position: string };
  rows: ServerRow[];
}

interface KeyedRow extends ServerRow {
  key: number;
}

export function ServerRows({ form, prefix, help, fields, rows }: ServerRowsProps) {
  const [list, setList] = useState<KeyedRow[]>(() => (rows.length ? rows : [{ name: '', embed: '' }]).map((row, key) => ({ ...row, key })));
  const nextKey = useRef(list.length);
  // The control that takes the focus once the rows are drawn (a moved row's button, a new row's name, a neighbour).
  const focusNext = useRef<string | null>(null);
  const joined = form === '' ? {} : { form };
  const id = (key: number) => `${prefix}-server-${key}`;

  useLayoutEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const edit = (key: number, change: Partial<ServerRow>) => setList((now) => now.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    // The pressed button keeps the focus; at an end, where it is disabled, its twin takes it.
    const atEnd = to === 0 || to === list.length - 1;
    focusNext.current = `${id(list[index].key)}-${(by < 0) !== atEnd ? 'up' : 'down'}`;
    setList(moved(list, index, to));
  };

  const remove = (index: number) => {
    const neighbour = list[index + 1] ?? list[index - 1];
    focusNext.current = neighbour ? `${id(neighbour.key)}-remove` : `${prefix}-server-add`;
    setList(list.filter((_, at) => at !== index));
  };

  const add = () => {
    const key = nextKey.current++;
    focusNext.current = `${id(key)}-name`;
    setList([...list, { key, name: '', embed: '' }]);
  };

  return (
    <>
      <ol className="yomu-video-servers__list">
        {list.map((row, index) => {
          const legend = sprintf(__('Server %d'), index + 1);
          const shown = row.name.trim() || legend;
          return (
            <li key={row.key} className="yomu-video-server">
              <fieldset>
                <legend className="yomu-video-server__legend">{legend}</legend>
                <p>
                  <label htmlFor={`${id(row.key)}-name`}>{__('Server name')}</label>{' '}
                  <input type="text" id={`${id(row.key)}-name`} name={`${fields.name}[]`} {...joined} className="regular-text" value={row.name} onChange={(event) => edit(row.key, { name: event.target.value })} />
                </p>
                <p>
                  <label htmlFor={`${id(row.key)}-embed`}>{__('Embed code')}</label>
                  <textarea id={`${id(row.key)}-embed`} name={`${fields.embed}[]`} {...joined} rows={3} className="widefat code" aria-describedby={help} value={row.embed} onChange={(event) => edit(row.key, { embed: event.target.value })} />
                </p>
                <input type="hidden" name={`${fields.position}[]`} {...joined} value={index + 1} />
                <p className="yomu-row yomu-video-server__tools">
                  <button type="button" id={`${id(row.key)}-up`} className="button" aria-label={`${__('Move up')}: ${shown}`} disabled={index === 0} onClick={() => move(index, -1)}>
                    {__('Move up')}
                  </button>
                  <button type="button" id={`${id(row.key)}-down`} className="button" aria-label={`${__('Move down')}: ${shown}`} disabled={index === list.length - 1} onClick={() => move(index, 1)}>
                    {__('Move down')}
                  </button>
                  <button type="button" id={`${id(row.key)}-remove`} className="button" aria-label={`${__('Remove server')}: ${shown}`} onClick={() => remove(index)}>
                    {__('Remove server')}
                  </button>
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`${prefix}-server-add`} className="button" onClick={add}>
        {__('Add server')}
      </button>
    </>
  );
}
