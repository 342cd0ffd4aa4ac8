import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/islands';
import { flatten, loadHoverCard, loadMoreCards } from './listing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listing calls', () => {
  it('flattens nested vars into PHP form keys', () => {
    expect(flatten('vars', { paged: 1, tax_query: [{ taxonomy: 'wp-manga-genre', terms: ['a'] }], empty: null })).toEqual({
      'vars[paged]': '1',
      'vars[tax_query][0][taxonomy]': 'wp-manga-genre',
      'vars[tax_query][0][terms][0]': 'a',
    });
  });

  it('posts load more with the page, template and vars, and answers the HTML', async () => {
    const calls = stubFetch(() => '<div class="card"></div>');
    const html = await loadMoreCards({ action: 'yomu_load_more', page: 2, template: 'yomu/listing/card', vars: { m_orderby: 'views' } });
    expect(html).toBe('<div class="card"></div>');
    expect(calls[0].fields).toEqual({ action: 'yomu_load_more', page: '2', template: 'yomu/listing/card', 'vars[m_orderby]': 'views' });
  });

  it('asks the hover card by post id and fails on a 404', async () => {
    const calls = stubFetch(({ fields }) => (fields.postid === '7' ? '<div id="manga-hover-7"></div>' : { status: 404, body: '' }));
    expect(await loadHoverCard('7')).toBe('<div id="manga-hover-7"></div>');
    await expect(loadHoverCard('8')).rejects.toThrow();
    expect(calls.map((call) => call.fields)).toEqual([
      { action: 'madara_hover_load_post', postid: '7' },
      { action: 'madara_hover_load_post', postid: '8' },
    ]);
  });
});
