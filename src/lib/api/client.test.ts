import { afterEach, describe, expect, it, vi } from 'vitest';
import { postAction, postForHtml, RequestError, toBody } from './client';

afterEach(() => {
  vi.restoreAllMocks();
  delete window.yomuSite;
});

function answer(body: string, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));
}

describe('toBody', () => {
  it('encodes arrays as key[] and switches to multipart for files', () => {
    const plain = toBody({ bookmark: [3, 4], page: 1 }) as URLSearchParams;
    expect(plain.toString()).toBe('bookmark%5B%5D=3&bookmark%5B%5D=4&page=1');
    const multipart = toBody({ userAvatar: new Blob(['x']), userID: 5 });
    expect(multipart).toBeInstanceOf(FormData);
  });
});

describe('postAction', () => {
  it('posts the action to the configured admin-ajax URL and returns the answer', async () => {
    window.yomuSite = { ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php', homeUrl: 'https://site.test/' };
    const fetch = answer('{"success":true,"data":{"main":"<b>x</b>"}}');
    const result = await postAction<{ main: string }>('wp-manga-get-user-section');
    expect(result).toEqual({ success: true, data: { main: '<b>x</b>' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://site.test/wp-admin/admin-ajax.php');
    expect(String(init?.body)).toBe('action=wp-manga-get-user-section');
  });

  it('returns {success:false} answers even with an error status', async () => {
    answer('{"success":false,"data":{"code":"login_error"}}', 401);
    expect(await postAction('wp-manga-user-bookmark')).toEqual({ success: false, data: { code: 'login_error' } });
  });

  it('throws a RequestError for the bare "0" answer and for network failures', async () => {
    answer('0', 400);
    await expect(postAction('nope')).rejects.toMatchObject({ name: 'RequestError', status: 400 });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postAction('x')).rejects.toBeInstanceOf(RequestError);
  });
});

describe('postForHtml', () => {
  it('returns HTML from a URL endpoint and rejects on HTTP errors', async () => {
    answer('<ul class="main"></ul>');
    expect(await postForHtml({ url: '/manga/x/ajax/chapters/' })).toBe('<ul class="main"></ul>');
    answer('fail', 500);
    await expect(postForHtml({ action: 'x' })).rejects.toBeInstanceOf(RequestError);
  });
});
