// The folder dependency graph of plugin/src (a folder = the first path segment, Yomu\Core\<Folder>\…) and its cycles,
// for scripts/check-cycles.mjs. Top-level files (Plugin.php, Activation.php, …) are the composition root: they may
// use every folder and are not sources of edges.
import fs from 'node:fs';
import path from 'node:path';

const ROOT_NAMESPACE = 'Yomu\\Core\\';

/** Every .php file under dir, as paths relative to dir, sorted. */
export function phpFiles(dir, sub = '') {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return phpFiles(dir, rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  }).sort();
}

/**
 * The source with what cannot name a class blanked out (same length, newlines kept, so offsets give line numbers):
 * line comments and block comments, except docblock tag lines (@param, @return, @var, @throws, @phpstan-…,
 * @template…), whose types PHPStan reads.
 */
export function codeOnly(source) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"\w])\/\/[^\n]*/g, (comment) => {
    if (!comment.startsWith('/**')) return blank(comment);
    return comment.split('\n').map((line) => (/^\s*\*\s*@(param|return|var|throws|phpstan-|psalm-|template|extends|implements)/.test(line) ? line : blank(line))).join('\n');
  });
}

/** The namespaces a PHP source references, each with its line: `use` lines (also grouped) and fully qualified names. */
export function references(source) {
  const code = codeOnly(source);
  const lineAt = (offset) => code.slice(0, offset).split('\n').length;
  const found = [];
  // use A\B\C; use A\B\{C, D\E}; use function A\b; (group members are relative to the prefix)
  for (const match of code.matchAll(/^[ \t]*use\s+(?:function\s+|const\s+)?([\w\\]*\w)\s*(?:\\\s*\{([^}]*)\}|[^;]*);/gm)) {
    const line = lineAt(match.index);
    if (match[2] === undefined) found.push({ name: match[1].replace(/^\\/, ''), line });
    else for (const member of match[2].split(',')) found.push({ name: `${match[1].replace(/^\\/, '')}\\${member.trim()}`, line });
  }
  // \A\B\C anywhere in code (also ::class, new, type hints, instanceof, static calls), and 'A\\B\\C' in strings.
  for (const match of code.matchAll(/(?<![\w\\])\\((?:[A-Za-z_]\w*\\)+[A-Za-z_]\w*)/g)) found.push({ name: match[1], line: lineAt(match.index) });
  for (const match of code.matchAll(/['"]\\{0,2}((?:[A-Za-z_]\w*\\{1,2})+[A-Za-z_]\w*)/g)) found.push({ name: match[1].replace(/\\\\/g, '\\'), line: lineAt(match.index) });
  return found;
}

/** The folder a Yomu\Core name lives in, or null for a top-level class or a name outside Yomu\Core. */
function folderOf(name, folders) {
  if (!name.startsWith(ROOT_NAMESPACE)) return null;
  const first = name.slice(ROOT_NAMESPACE.length).split('\\')[0];
  return folders.has(first) ? first : null;
}

/**
 * The graph: Map<from, Map<to, {file, line}>> with the first reference (by file, then line) as each edge's example.
 * srcDir is plugin/src (or a planted copy in a test).
 */
export function folderGraph(srcDir) {
  const files = phpFiles(srcDir);
  const folders = new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
  const graph = new Map([...folders].sort().map((folder) => [folder, new Map()]));
  for (const file of files) {
    if (!file.includes('/')) continue;
    const from = file.split('/')[0];
    for (const { name, line } of references(fs.readFileSync(path.join(srcDir, file), 'utf8'))) {
      const to = folderOf(name, folders);
      if (to && to !== from && !graph.get(from).has(to)) graph.get(from).set(to, { file, line });
    }
  }
  return graph;
}

/** Strongly connected components with more than one folder (Tarjan), each sorted, largest first. */
export function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node).keys()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** Shortest path from → … → to inside the component (breadth first), as a list of folders, or null. */
function shortestPath(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of [...graph.get(node).keys()].sort()) {
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  if (!previous.has(to)) return null;
  const nodes = [];
  for (let node = to; node !== null; node = previous.get(node)) nodes.unshift(node);
  return nodes;
}

/**
 * Cycles that together cover every edge inside the component: for each edge not yet shown, the shortest cycle
 * through it. Each cycle is a list of folders whose first and last entries are the same.
 */
export function coveringCycles(graph, component) {
  const members = new Set(component);
  const shown = new Set();
  const cycles = [];
  for (const from of component) {
    for (const to of [...graph.get(from).keys()].sort()) {
      if (!members.has(to) || shown.has(`${from}>${to}`)) continue;
      const back = shortestPath(graph, members, to, from);
      const cycle = [from, ...back];
      cycle.slice(1).forEach((node, i) => shown.add(`${cycle[i]}>${node}`));
      cycles.push(cycle);
    }
  }
  return cycles;
}

/** The readable report of every cycle: "A → B → A" and one file:line per edge. Empty when there is none. */
export function cycleReport(graph, srcLabel = 'plugin/src') {
  const lines = [];
  for (const component of cyclicComponents(graph)) {
    lines.push(`cycle among ${component.length} folders: ${component.join(', ')}`);
    for (const cycle of coveringCycles(graph, component)) {
      lines.push(`  ${cycle.join(' → ')}`);
      cycle.slice(1).forEach((to, i) => {
        const { file, line } = graph.get(cycle[i]).get(to);
        lines.push(`    ${cycle[i]} → ${to}: ${srcLabel}/${file}:${line}`);
      });
    }
  }
  return lines;
}

/**
 * What plugin/src uses of the theme and the PHP bridge: their namespaces (Yomu\Bridge\…) and their global functions.
 * Each is {file, line, name}. The plugin must work without them, so it may only learn of them through hooks.
 */
export function themeUses(srcDir, themeDirs) {
  const namespaces = new Set();
  const functions = new Set();
  for (const dir of themeDirs.filter((d) => fs.existsSync(d))) {
    for (const file of phpFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, name] of source.matchAll(/^[ \t]*namespace\s+([\w\\]+)\s*;/gm)) namespaces.add(`${name}\\`);
      if (!/^\s*namespace\s/m.test(source)) for (const [, name] of source.matchAll(/^[ \t]*function\s+(\w+)\s*\(/gm)) functions.add(name);
    }
  }
  const uses = [];
  for (const file of phpFiles(srcDir)) {
    const source = fs.readFileSync(path.join(srcDir, file), 'utf8');
    for (const { name, line } of references(source)) {
      if ([...namespaces].some((ns) => `${name}\\`.startsWith(ns))) uses.push({ file, line, name });
    }
    const code = codeOnly(source);
    for (const name of functions) {
      for (const match of code.matchAll(new RegExp(`(?<![\\w$>:])\\\\?${name}\\s*\\(|['"]${name}['"]`, 'g'))) {
        uses.push({ file, line: code.slice(0, match.index).split('\n').length, name: `${name}()` });
      }
    }
  }
  return uses;
}
