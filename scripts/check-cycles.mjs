// Lint step: the folders of plugin/src depend on each other one way (STYLE.md "Wiring"). Builds the folder graph
// from `use Yomu\Core\X\…` lines and fully qualified names, and fails printing every cycle as a path with one
// file:line per edge. With --no-theme-uses it also fails when plugin/src names the theme's classes or functions:
// the plugin works under any theme (php-bridge ships inside the plugin, so the plugin may use it). --allow=From>To,… leaves
// known edges out of the graph (each is printed, and one that no longer exists fails, so the list only shrinks).
import path from 'node:path';
import { cycleReport, folderGraph, themeUses } from './lib/folder-cycles.mjs';
import { repoDir } from './lib/paths.mjs';

const args = process.argv.slice(2);
const srcArg = args.find((arg) => arg.startsWith('--src='));
const srcDir = srcArg ? path.resolve(srcArg.slice('--src='.length)) : path.join(repoDir, 'plugin/src');
const themeArg = args.find((arg) => arg.startsWith('--theme-dirs='));
const themeDirs = themeArg ? themeArg.slice('--theme-dirs='.length).split(',').map((dir) => path.resolve(dir)) : [path.join(repoDir, 'theme')];
const label = path.relative(process.cwd(), srcDir) || '.';

const graph = folderGraph(srcDir);
const problems = [];
const allowArg = args.find((arg) => arg.startsWith('--allow='));
for (const edge of allowArg ? allowArg.slice('--allow='.length).split(',').filter(Boolean) : []) {
  const [from, to] = edge.split('>');
  const example = graph.get(from)?.get(to);
  if (!example) {
    problems.push(`allowed edge ${from} → ${to} no longer exists: take it out of --allow (scripts/lib/lint-steps.mjs)`);
    continue;
  }
  console.log(`allowed for now: ${from} → ${to} (${label}/${example.file}:${example.line})`);
  graph.get(from).delete(to);
}
problems.push(...cycleReport(graph, label));
if (args.includes('--no-theme-uses')) {
  for (const { file, line, name } of themeUses(srcDir, themeDirs)) problems.push(`theme use: ${label}/${file}:${line} ${name}`);
}
if (args.includes('--graph')) {
  for (const [from, edges] of graph) console.log(`${from} → ${[...edges.keys()].join(', ') || '(nothing)'}`);
}
problems.forEach((line) => console.error(line));
const edges = [...graph.values()].reduce((sum, edges) => sum + edges.size, 0);
console.log(problems.length ? `folder cycles: ${problems.length} line(s) of problems` : `folder cycles: none (${graph.size} folders, ${edges} edges)`);
process.exit(problems.length ? 1 : 0);
