// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fold, highlightParts, highlightRanges, words } from './fold';

const marked = (text: string, query: string) => highlightRanges(text, query).map(([s, e]) => text.slice(s, e));

describe('search folding (same as the server)', () => {
  it('drops case, accents and punctuation and folds the Turkish i', () => {
    expect(fold('İstanbul Işık')).toBe('istanbul isik');
    expect(fold('ÖLÇEK Serisi')).toBe('olcek serisi');
    expect(fold('Frieren’s Journey')).toBe('frierens journey');
    expect(fold('Re:Zero — 2nd')).toBe('re zero 2nd');
    expect(fold('鬼滅の刃')).toBe('鬼滅の刃');
    expect(words('  Kod  ADI kod ')).toEqual(['kod', 'adi']);
  });

  it('finds typed words in the original title whatever their accents or case', () => {
    expect(marked('Yıldız Avcıları', 'yildiz')).toEqual(['Yıldız']);
    expect(marked('Kuzey YILDIZI Akademisi', 'yıldız aka')).toEqual(['YILDIZ', 'Aka']);
    expect(marked('İpek Yolu', 'ipek')).toEqual(['İpek']);
    expect(marked('Straße', 'stra')).toEqual(['Stra']);
    expect(marked('aaa', 'aa')).toEqual(['aa']);
    expect(marked('Nothing', 'zzz')).toEqual([]);
  });

  it('cuts the title into plain and marked parts, keeping markup-like text as text', () => {
    expect(highlightParts('<img src=x onerror=alert(1)> Görev', 'gorev')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'Görev', marked: true },
    ]);
    expect(highlightParts('Kuzey YILDIZI', 'kuzey yıldızı')).toEqual([
      { text: 'Kuzey', marked: true },
      { text: ' ', marked: false },
      { text: 'YILDIZI', marked: true },
    ]);
    expect(highlightParts('Nothing', 'zzz')).toEqual([{ text: 'Nothing', marked: false }]);
  });
});
