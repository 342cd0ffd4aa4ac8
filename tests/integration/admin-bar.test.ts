// The WordPress admin bar on the front end: members who cannot edit posts never see it, editors and
// administrators do, and a site can decide otherwise per user with the `yomu_show_admin_bar` filter.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Araç-çubuğu-7';
const tag = `bar${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
const users: number[] = [];
let problems: PhpLogMark;
const muPlugin = () => join(site.dir, 'wp-content', 'mu-plugins', `yomu-test-${tag}.php`);

function user(role: string): string {
  const name = `${tag}${role}${users.length}`;
  users.push(fixture('make_user', { login: name, password: PASSWORD, role: role }));
  return name;
}

async function frontPage(name: string): Promise<string> {
  const cookie = await login(name, PASSWORD);
  return (await fetch(`${site.url}/`, { headers: { cookie } })).text();
}

const hasBar = (html: string) => html.includes('id="wpadminbar"');

beforeAll(() => {
  problems = phpLogMark();
});

afterAll(() => {
  rmSync(muPlugin(), { force: true });
  if (users.length) fixture('delete_users', { ids: users });
});

describe('admin bar on the front end', () => {
  it('is hidden from subscribers, shown to editors and administrators', async () => {
    expect(hasBar(await frontPage(user('subscriber')))).toBe(false);
    expect(hasBar(await frontPage(user('editor')))).toBe(true);
    expect(hasBar(await frontPage(user('administrator')))).toBe(true);
    expect(phpProblemsSince(problems)).toEqual([]);
  });

  it('follows the yomu_show_admin_bar filter, which is given the default and the user', async () => {
    const member = user('subscriber');
    const editor = user('editor');
    mkdirSync(join(site.dir, 'wp-content', 'mu-plugins'), { recursive: true });
    writeFileSync(
      muPlugin(),
      `<?php add_filter( 'yomu_show_admin_bar', function ( $show, $user ) { if ( '${member}' === $user->user_login ) { return true; } if ( '${editor}' === $user->user_login ) { return false; } return $show; }, 10, 2 );\n`,
    );
    expect(hasBar(await frontPage(member))).toBe(true);
    expect(hasBar(await frontPage(editor))).toBe(false);
    rmSync(muPlugin());
    expect(phpProblemsSince(problems)).toEqual([]);
  });
});
