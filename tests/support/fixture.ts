// Calls a named PHP fixture (tests/fixtures/php/fixtures.php, namespace Yomu\Tests\Fixtures) inside the site's
// WordPress: JSON arguments in, JSON result out. The PHP is linted with the rest; only that namespace is callable.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from './site-env';

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/php/cli.php');

/**
 * Each fixture's arguments and result, as the PHP declares them. The shared ones are here; an area's fixtures
 * (tests/fixtures/php/<area>.php) are declared next to it in tests/support/fixtures/<area>.ts, which adds them to
 * this interface (`declare module '../fixture' { interface Fixtures { … } }`).
 */
export interface Fixtures {
  make_user: { args: { login: string; password: string; role?: string }; result: number };
  delete_users: { args: { ids: number[] }; result: number };
  get_option: { args: { name: string }; result: unknown };
  /** A null value deletes the option. */
  set_option: { args: { name: string; value: unknown }; result: boolean };
  post_meta: { args: { post: number; key: string }; result: unknown };
  user_meta: { args: { user: number; key: string }; result: unknown };
  log_line: { args: { line: string }; result: boolean };
  /** A manga goes with its chapters, volumes, view counts, comments and data folder. */
  delete_posts: { args: { ids: number[] }; result: number };
  /** Without an id, the configured account page; with 0, nothing. */
  remove_account_page: { args: { id?: number }; result: boolean };
}

/** The fixture's JSON answer: over HTTP from a test site's server when it holds a fixture key, else from `php`. */
function run(name: string, args: unknown): string {
  // Some fixtures answer with files as base64: room for a few MB.
  const maxBuffer = 64 * 1024 * 1024;
  const keyFile = `${site.dir}.fixture-key`;
  if (fs.existsSync(keyFile)) {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('YOMU_S3_')));
    return execFileSync('curl', ['-sS', '--max-time', '900', '-H', `X-Yomu-Fixture-Key: ${fs.readFileSync(keyFile, 'utf8').trim()}`, '-H', 'Content-Type: application/json', '--data-binary', '@-', `${site.url}/__yomu-fixture`], {
      encoding: 'utf8',
      maxBuffer,
      input: JSON.stringify({ name, args, env }),
    });
  }
  return execFileSync('php', [runner], {
    encoding: 'utf8',
    maxBuffer,
    env: { ...process.env, YOMU_SITE_DIR: site.dir, YOMU_FIXTURE: name, YOMU_FIXTURE_ARGS: JSON.stringify(args) },
  });
}

export function fixture<Name extends keyof Fixtures>(name: Name, args: Fixtures[Name]['args']): Fixtures[Name]['result'] {
  const out = run(name, args);
  let answer: { ok?: Fixtures[Name]['result']; error?: string };
  try {
    answer = JSON.parse(out) as typeof answer;
  } catch {
    throw new Error(`fixture ${name} printed something other than its JSON answer: ${out.slice(0, 400)}`);
  }
  if (answer.error !== undefined || !('ok' in answer)) throw new Error(`fixture ${name}: ${answer.error ?? 'no answer'}`);
  return answer.ok as Fixtures[Name]['result'];
}
