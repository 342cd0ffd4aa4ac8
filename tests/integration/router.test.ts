import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';

const dataDir = () => path.join(site.dir, 'wp-content/uploads/WP-manga/data/router-test');

beforeAll(() => {
  fs.mkdirSync(dataDir(), { recursive: true });
  fs.writeFileSync(path.join(dataDir(), 'shell.php'), '<?php echo "executed";');
  fs.writeFileSync(path.join(dataDir(), 'page.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
});

afterAll(() => fs.rmSync(dataDir(), { recursive: true, force: true }));

describe('the router (php -S)', () => {
  it('never executes PHP inside uploads', async () => {
    const response = await fetch(`${site.url}/wp-content/uploads/WP-manga/data/router-test/shell.php`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('executed');
  });

  it('never lists an uploads directory', async () => {
    const response = await fetch(`${site.url}/wp-content/uploads/WP-manga/data/router-test/`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('page.jpg');
  });

  it('serves chapter images as static files', async () => {
    const response = await fetch(`${site.url}/wp-content/uploads/WP-manga/data/router-test/page.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('rejects path traversal', async () => {
    const response = await fetch(`${site.url}/wp-content/uploads/..%2f..%2fwp-config.php`);
    expect(response.status).toBe(400);
  });

  it('runs WordPress entry points such as wp-login.php', async () => {
    const response = await fetch(`${site.url}/wp-login.php`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="loginform"');
  });
});
