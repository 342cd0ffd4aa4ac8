import { beforeAll, describe, expect, it } from 'vitest';
import { filterChaptersAsTyped } from './chapter-filter';

beforeAll(() => {
  filterChaptersAsTyped();
});

const rows = (...texts: string[]) => texts.map((text) => `<tr data-yomu-chapter-text="${text}"><td>${text}</td></tr>`).join('');

describe('chapter filter', () => {
  it('shows the rows that contain the query, hides groups left empty and says how many show', () => {
    document.body.innerHTML = `<input data-yomu-chapter-search><p data-yomu-chapter-count="3"></p>
      <table data-yomu-chapter-group="1">${rows('bölüm 1\nbolum-1', 'bölüm 2\nbolum-2')}</table>
      <table data-yomu-chapter-group="2">${rows('ek hikâye\nek')}</table>`;
    const field = document.querySelector('input') as HTMLInputElement;
    field.value = ' BÖLÜM 2 ';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const shown = () => Array.from(document.querySelectorAll<HTMLElement>('tr:not([hidden])'), (row) => row.textContent);
    expect(shown()).toEqual(['bölüm 2\nbolum-2']);
    expect((document.querySelector('[data-yomu-chapter-group="2"]') as HTMLElement).hidden).toBe(true);
    expect(document.querySelector('[data-yomu-chapter-count]')?.textContent).toBe('Chapters shown: 1 of 3.');
    field.value = '';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shown()).toHaveLength(3);
    expect(document.querySelector('[data-yomu-chapter-count]')?.textContent).toBe('');
  });
});
