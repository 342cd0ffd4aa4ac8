// Reads a GNU .mo file (as msgfmt writes it) and writes the same messages as a WordPress 6.5 PHP translation
// file (.l10n.php): keys "context\4singular\0plural", values "form0\0form1…", exactly the .mo's strings.

/** @returns {Map<string, string>} every message of the .mo, the header under "". */
export function readMo(buffer) {
  const magic = buffer.readUInt32LE(0);
  const read = magic === 0x950412de ? buffer.readUInt32LE.bind(buffer) : buffer.readUInt32BE.bind(buffer);
  if (magic !== 0x950412de && buffer.readUInt32BE(0) !== 0x950412de) throw new Error('not a .mo file');
  const count = read(8);
  const originals = read(12);
  const translations = read(16);
  const text = (table, i) => {
    const length = read(table + i * 8);
    const offset = read(table + i * 8 + 4);
    return buffer.toString('utf8', offset, offset + length);
  };
  const messages = new Map();
  for (let i = 0; i < count; i++) messages.set(text(originals, i), text(translations, i));
  return messages;
}

/** Header fields ("Language", "Plural-Forms", …) of a .mo's header entry. */
export function headers(messages) {
  const fields = {};
  for (const line of (messages.get('') ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return fields;
}

// PHP literals as the WordPress coding standard wants them: single quotes unless a control character needs
// a double-quoted escape.
function literal(value) {
  const control = (c) => c.charCodeAt(0) < 0x20;
  if (![...value].some(control)) return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const named = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\0': '\\0' };
  const chars = [...value];
  // "\0" before an octal digit would read as a longer octal escape: spell that NUL "\x00".
  const escaped = chars.map((c, i) => (c === '\0' && /[0-7]/.test(chars[i + 1] ?? '') ? '\\x00' : named[c])
    ?? (control(c) ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('');
  return `"${escaped}"`;
}

// The coding standard's arrow alignment (WordPress.Arrays.MultipleStatementAlignment, maxColumn 60, tabs of 4):
// keys that end by column 58 line their arrows up one space after the longest of them; longer keys get one space.
function aligned(pairs) {
  const width = (text) => [...text].length;
  const short = pairs.map(([key]) => width(key)).filter((n) => 8 + n + 2 <= 60);
  const column = short.length ? Math.max(...short) : 0;
  return pairs.map(([key, value]) => {
    const pad = width(key) <= column ? column - width(key) + 1 : 1;
    return `\t\t${key}${' '.repeat(pad)}=> ${value},`;
  });
}

/**
 * The .l10n.php text for a domain's messages.
 * @param {Map<string, string>} messages from readMo()
 * @param {{ domain: string, source: string, packageTag: string }} options
 */
export function l10nPhp(messages, { domain, source, packageTag }) {
  const head = headers(messages);
  const entries = [...messages].filter(([key, value]) => key !== '' && value !== '');
  const lines = [
    '<?php',
    '/**',
    ` * Built from ${source} by scripts/i18n.mjs (npm run i18n): do not edit, edit the .po.`,
    ' *',
    ` * @package ${packageTag}`,
    ' */',
    '',
    'return array(',
    `\t'domain'       => ${literal(domain)},`,
    `\t'language'     => ${literal(head.Language ?? '')},`,
    `\t'plural-forms' => ${literal(head['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);')},`,
    `\t'messages'     => array(`,
    ...aligned(entries.map(([key, value]) => [literal(key), literal(value)])),
    '\t),',
    ');',
    '',
  ];
  return lines.join('\n');
}
