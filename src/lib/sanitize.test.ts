import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps markup and drops scripts and event handlers', async () => {
    const clean = await sanitizeHtml('<li class="wp-manga-chapter"><a href="/c1" onclick="steal()">1</a><script>steal()</script></li>');
    expect(clean).toBe('<li class="wp-manga-chapter"><a href="/c1">1</a></li>');
  });

  it('drops javascript: links', async () => {
    expect(await sanitizeHtml('<a href="javascript:steal()">x</a>')).toBe('<a>x</a>');
  });
});
