// Comment text is bounded (issue 19): over 5,000 characters wp-comments-post.php answers 400 with a readable
// message that does not repeat the text, and stores nothing; at the limit the comment is posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let manga = 0;
let problemsBefore: PhpLogMark;

beforeAll(() => {
  problemsBefore = phpLogMark();
  [manga] = fixture('site_make_posts', { posts: [{ title: 'Uzun yorum', comments: 'open' }] });
});

afterAll(() => {
  fixture('delete_posts', { ids: [manga] });
});

function post(text: string, n: number) {
  return fetch(`${site.url}/wp-comments-post.php`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ comment_post_ID: String(manga), author: `Okur ${n}`, email: `uzun${n}@example.com`, comment_parent: '0', comment: text }),
  });
}

const count = () => fixture('comments_count', { post: manga });

describe('comment length', () => {
  it('refuses 20,000 characters with a readable message, echoing none of them, and stores nothing', async () => {
    const response = await post('Y'.repeat(20_000), 1);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).toMatch(/5[.,]?000/);
    expect(text).not.toContain('Y'.repeat(50));
    expect(count()).toBe(0);
  });

  it('posts a comment of exactly 5,000 characters (counted in characters, not bytes)', async () => {
    const response = await post('ş'.repeat(5000), 2);
    expect(response.status).toBe(302);
    expect(count()).toBe(1);
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
