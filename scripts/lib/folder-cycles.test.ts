// @vitest-environment node
// The folder cycle check (scripts/check-cycles.mjs) on planted plugin/src trees: a cycle fails with its path and one
// file:line per edge, an acyclic tree passes, and theme uses are reported only when asked for.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cyclicComponents, folderGraph, references } from './folder-cycles.mjs';
import { repoDir } from './paths.mjs';

const dirs: string[] = [];
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-cycles-'));
  dirs.push(dir);
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

const php = (namespace: string, body: string) => `<?php\n/**\n * A planted file.\n */\n\nnamespace Yomu\\Core\\${namespace};\n\n${body}\n`;

function check(dir: string, ...args: string[]) {
  const run = spawnSync('node', [path.join(repoDir, 'scripts/check-cycles.mjs'), `--src=${path.join(dir, 'src')}`, `--theme-dirs=${path.join(dir, 'bridge')}`, ...args], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('folder cycle check', () => {
  const acyclic = {
    'src/Plugin.php': php('', 'use Yomu\\Core\\Feed\\Feed;\nuse Yomu\\Core\\Http\\Purge;'),
    'src/Content/Repo.php': php('Content', 'final class Repo {}'),
    'src/Feed/Feed.php': php('Feed', 'use Yomu\\Core\\Content\\Repo;\n\nfinal class Feed { public function urls( Repo $r ): array { return []; } }'),
    'src/Http/Purge.php': php('Http', "// Learns of \\Yomu\\Core\\Feed\\Feed only through a filter.\nfinal class Purge { public function urls(): array { return apply_filters( 'yomu_purge_urls', array() ); } }"),
  };

  it('passes an acyclic tree, whatever the composition root and comments name', () => {
    const result = check(tree(acyclic));
    expect(result.output).toContain('folder cycles: none (3 folders, 1 edges)');
    expect(result.status).toBe(0);
  });

  it('fails a planted cycle and prints it as a path with one file:line per edge', () => {
    const dir = tree({
      ...acyclic,
      'src/Http/Purge.php': php('Http', "final class Purge {\n\tpublic function urls(): array {\n\t\treturn \\Yomu\\Core\\Feed\\Feed::urls();\n\t}\n}"),
      'src/Feed/Cache.php': php('Feed', 'use Yomu\\Core\\{Http\\Purge, Content\\Repo};\n\nfinal class Cache {}'),
    });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('cycle among 2 folders: Feed, Http');
    expect(result.output).toContain('Feed → Http → Feed');
    expect(result.output).toContain(`Feed → Http: ${path.join('src', 'Feed', 'Cache.php')}:8`);
    expect(result.output).toContain(`Http → Feed: ${path.join('src', 'Http', 'Purge.php')}:10`);
  });

  it('leaves --allow edges out, and fails when an allowed edge no longer exists', () => {
    const dir = tree({
      ...acyclic,
      'src/Http/Purge.php': php('Http', 'use Yomu\\Core\\Feed\\Feed;\n\nfinal class Purge {}'),
      'src/Feed/Cache.php': php('Feed', 'use Yomu\\Core\\Http\\Purge;\n\nfinal class Cache {}'),
    });
    expect(check(dir).status).toBe(1);
    const allowed = check(dir, '--allow=Http>Feed');
    expect(allowed.output).toContain(`allowed for now: Http → Feed (${path.join('src', 'Http', 'Purge.php')}:8)`);
    expect(allowed.status).toBe(0);
    const stale = check(dir, '--allow=Http>Feed,Content>Http');
    expect(stale.output).toContain('allowed edge Content → Http no longer exists');
    expect(stale.status).toBe(1);
  });

  it('finds a three-folder cycle through docblock types and class-name strings, not through prose comments', () => {
    const dir = tree({
      'src/A/One.php': php('A', "/**\n * Mentions \\Yomu\\Core\\C\\Three in prose only.\n *\n * @param \\Yomu\\Core\\B\\Two $two The next.\n */\nfunction one( $two ) {}"),
      'src/B/Two.php': php('B', "const NEXT = 'Yomu\\\\Core\\\\C\\\\Three';"),
      'src/C/Three.php': php('C', 'final class Three { public function back(): \\Yomu\\Core\\A\\One { } }'),
    });
    const graph = folderGraph(path.join(dir, 'src'));
    expect([...graph.get('A')!.keys()]).toEqual(['B']);
    expect(cyclicComponents(graph)).toEqual([['A', 'B', 'C']]);
    expect(check(dir).output).toContain('A → B → C → A');
  });

  it('reports theme and bridge classes and functions only with --no-theme-uses', () => {
    const dir = tree({
      ...acyclic,
      'bridge/src/Island.php': '<?php\nnamespace Yomu\\Bridge;\n\nfinal class Island {}\n',
      'bridge/functions.php': '<?php\nfunction yomu_theme_color() {}\n',
      'src/Feed/Banner.php': php('Feed', "use Yomu\\Bridge\\Island;\n\nfunction banner() { return yomu_theme_color(); }"),
    });
    expect(check(dir).status).toBe(0);
    const strict = check(dir, '--no-theme-uses');
    expect(strict.status).toBe(1);
    expect(strict.output).toContain(`theme use: ${path.join('src', 'Feed', 'Banner.php')}:8 Yomu\\Bridge\\Island`);
    expect(strict.output).toContain(`Banner.php:10 yomu_theme_color()`);
  });

  it('reads grouped and function use lines', () => {
    expect(references('<?php\nuse Yomu\\Core\\{Http\\Purge, Content\\Repo};\nuse function Yomu\\Core\\Feed\\url;\n').map((r) => r.name))
      .toEqual(['Yomu\\Core\\Http\\Purge', 'Yomu\\Core\\Content\\Repo', 'Yomu\\Core\\Feed\\url']);
  });
});
