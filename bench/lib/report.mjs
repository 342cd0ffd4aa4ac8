// The markdown of one bench run (bench/run.mjs): one header for the whole run, then a section per module with its
// notes, its error if it failed, and its rows as a table with budgets.

/** "met" when value <= budget, or value >= floor for a quality; '' without either. A value that is not a finite
 * number (a ratio over a measure that finished no request) is reported as not measured. */
export function verdict(row) {
  if (typeof row.value === 'number' && !Number.isFinite(row.value)) return '**not measured**';
  if (row.floor !== undefined) return row.value >= row.floor ? 'yes' : '**no**';
  if (row.budget !== undefined) return row.value <= row.budget ? 'yes' : '**no**';
  return '';
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function limit(row) {
  if (row.floor !== undefined) return `≥ ${row.floor} ${row.unit}`.trim();
  if (row.budget !== undefined) return `${row.budget} ${row.unit}`.trim();
  return '';
}

/** report: { date, seconds, commit, subject, mode, only, db, machine: { cores, loadBefore, loadAfter, node, php }, results }. */
export function markdown(report) {
  const { machine } = report;
  const minutes = Math.round(report.seconds / 60);
  const lines = [
    `# Yomu bench, ${report.date.slice(0, 16).replace('T', ' ')} UTC, commit ${report.commit}`,
    '',
    `One \`npm run bench${report.mode === 'quick' ? ' -- --quick' : ''}${report.only.length ? ` -- --only=${report.only.join(',')}` : ''}\` run wrote every section below (${minutes} min).`,
    `Mode: **${report.mode}**${report.mode === 'quick' ? ' (fewer rounds, 4 s wrk runs, scale sites at 1,000 manga: rough numbers for checking the bench, not for budgets)' : ''}.`,
    `Demo site database: ${report.db}. Machine: ${machine.cores} cores, load average ${machine.loadBefore.toFixed(1)} at the start and ${machine.loadAfter.toFixed(1)} at the end, Node ${machine.node}, PHP ${machine.php}.`,
    'Times are from this machine; on a shared machine other work competes for the CPU, so ratios measured in one section are steadier than absolute numbers.',
    '',
  ];
  if (report.subject) lines.splice(1, 0, '', `Commit: ${report.subject}`);
  for (const result of report.results) {
    lines.push(`## ${result.title} (${result.seconds.toFixed(0)} s)`, '');
    for (const note of result.notes ?? []) lines.push(note, '');
    if (result.error) lines.push(`**Not measured: the section failed.** ${cell(result.error)}`, '');
    if (!result.rows.length) continue;
    lines.push('| Measure | Value | Budget | Met |', '|---|---:|---:|:-:|');
    for (const row of result.rows) {
      const name = `${row.name}${row.note ? ` (${row.note})` : ''}`;
      const value = typeof row.value === 'number' && !Number.isFinite(row.value) ? '–' : `${row.value} ${row.unit}`.trim();
      lines.push(`| ${cell(name)} | ${value} | ${limit(row)} | ${verdict(row)} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
