// The account page's unit-test copy (src/islands/account-page/page.fixture.ts) against what Account\LibraryView
// prints on this site for the copy's reader: same tags, classes, texts and order, on the site's ids and addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountSite, bookmarksPage, historyPage, settingsPage } from '../../src/islands/account-page/page.fixture';
import { fixture, type Fixtures } from '../support/fixture';
import '../support/fixtures/markup-account';
import { normalisedMarkup } from '../support/markup';

type Printed = Fixtures['markup_account_page']['result'];
let printed: Printed;
let site: AccountSite;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


beforeAll(() => {
  printed = fixture('markup_account_page', { login: `markup-${process.pid}` });
  const titled = (list: AccountSite['bookmarks']) => list.map((manga) => ({ ...manga, title: escapeHtml(manga.title) }));
  site = { ...printed.site, bookmarks: titled(printed.site.bookmarks), history: titled(printed.site.history) };
}, 60_000);

afterAll(() => {
  if (printed) fixture('markup_account_remove', printed.made);
});

describe('the account page copy used by the unit tests', () => {
  it('has the copy’s reader: a title that needs escaping, a bookmarked chapter, a history newest first', () => {
    expect(site.bookmarks.map((manga) => manga.title)).toEqual(['Alfa &lt;b&gt;', 'Beta', 'Gama']);
    expect(site.bookmarks[0].chapter?.name).toBe('Bölüm 2');
    expect(site.history.map((manga) => manga.title)).toEqual(['Beta', 'Alfa &lt;b&gt;']);
    expect(site.bookmarks[1].unread?.map((chapter) => chapter.name)).toEqual(['Bölüm 5', 'Bölüm 4']);
  });

  it('the bookmarks tab is what LibraryView prints', () => {
    expect(normalisedMarkup(printed.html.bookmark)).toBe(normalisedMarkup(bookmarksPage(site)));
  });

  it('the history tab is what LibraryView prints', () => {
    expect(normalisedMarkup(printed.html.history)).toBe(normalisedMarkup(historyPage(site)));
  });

  it('the settings tab (avatar and account settings) is what LibraryView prints', () => {
    expect(normalisedMarkup(printed.html['account-settings'])).toBe(normalisedMarkup(settingsPage(site)));
  });
});
