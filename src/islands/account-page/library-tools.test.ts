import { describe, expect, it } from 'vitest';
import { folded } from '../../lib/ui/listbox-picker';
import { arrange, choiceUrl, type ToolsForm } from './library-tools';

const rows = [
  { title: { text: 'Işık Avcısı' }, order: 0, unreadCount: 0 },
  { title: { text: 'Çelik Kanatlar' }, order: 1, unreadCount: 2 },
  { title: { text: 'Ateş' }, order: 2, unreadCount: 2 },
];

describe('library tools', () => {
  it('folds Turkish letters as the server does, so a reader types without them', () => {
    expect(folded('Işık Çelik İğne')).toBe('isik celik igne');
    expect(arrange(rows, { q: 'isik', sort: 'recent', unread: false }, 'tr').map((row) => row.order)).toEqual([0]);
    expect(arrange(rows, { q: 'CELIK', sort: 'recent', unread: false }, 'tr').map((row) => row.order)).toEqual([1]);
  });

  it('sorts by title in the page language, by new chapters (ties keep the list order), and filters the unread', () => {
    expect(arrange(rows, { q: '', sort: 'title', unread: false }, 'tr').map((row) => row.title.text)).toEqual(['Ateş', 'Çelik Kanatlar', 'Işık Avcısı']);
    expect(arrange(rows, { q: '', sort: 'unread', unread: false }, 'tr').map((row) => row.order)).toEqual([1, 2, 0]);
    expect(arrange(rows, { q: '', sort: 'recent', unread: true }, 'tr').map((row) => row.order)).toEqual([1, 2]);
  });

  it('writes the address the server would render for the choice, leaving defaults out', () => {
    const form = { action: '/user-settings/', hidden: [{ name: 'tab', value: 'bookmark' }], sorts: [{ value: 'recent', label: '' }, { value: 'title', label: '' }] } as ToolsForm;
    expect(choiceUrl(form, { q: ' kan ', sort: 'title', unread: true }, 'https://site.test/user-settings/?tab=bookmark')).toBe('https://site.test/user-settings/?tab=bookmark&q=kan&sort=title&unread=1');
    expect(choiceUrl(form, { q: '', sort: 'recent', unread: false }, 'https://site.test/x')).toBe('https://site.test/user-settings/?tab=bookmark');
  });
});
