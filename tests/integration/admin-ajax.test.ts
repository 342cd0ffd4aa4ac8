import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login } from '../support/site';

const password = 'integration-Password-123';
let userId = 0;

beforeAll(() => {
  userId = fixture('admin_user_with_raw_name', { login: 'ajax_reader', password, display_name: '<script>alert(1)</script>Okur' });
});

afterAll(() => {
  fixture('delete_users', { ids: [userId] });
});

describe('admin-ajax', () => {
  it('answers an unknown action as WordPress does: 400 with body 0', async () => {
    const response = await ajax({ action: 'wp_manga_no_such_action', manga: '1' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('wp-manga-get-user-section: a guest gets {success:false} and no menu', async () => {
    const response = await ajax({ action: 'wp-manga-get-user-section' });
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.data.message).toBe('Giriş yapmadınız.');
  });

  it('wp-manga-get-user-section: a signed-in reader gets both menus, display name escaped', async () => {
    const cookie = await login('ajax_reader', password);
    const response = await ajax({ action: 'wp-manga-get-user-section' }, { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['main', 'off_canvas']));
    expect(body.data.main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Okur');
    expect(body.data.main).not.toContain('<script>');
    expect(body.data.off_canvas).toContain('Çıkış Yap');
  });
});
