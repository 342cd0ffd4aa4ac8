import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_LIMIT, truncate, truncateAll } from './truncate';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('truncate', () => {
  it('cuts text longer than data-limit and appends "..."', () => {
    document.body.innerHTML = '<p data-truncate data-limit="5">Işığın yolu</p>';
    const p = document.querySelector('p')!;
    truncate(p);
    expect(p.textContent).toBe('Işığı...');
    expect(p.title).toBe('Işığın yolu');
  });

  it('leaves text within the limit alone', () => {
    document.body.innerHTML = '<p data-truncate data-limit="20">Kısa</p>';
    truncate(document.querySelector('p')!);
    expect(document.querySelector('p')!.textContent).toBe('Kısa');
  });

  it("throws the exact error when data-limit is missing", () => {
    document.body.innerHTML = '<p data-truncate>Metin</p>';
    expect(() => truncate(document.querySelector('p')!)).toThrow(new Error("Cannot find attribute 'data-limit'"));
    expect(MISSING_LIMIT).toBe("Cannot find attribute 'data-limit'");
  });

  it('truncateAll reports a missing limit on the console and still cuts the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<p id="a" data-truncate>Metin</p><p id="b" data-truncate data-limit="2">Uzun</p>';
    truncateAll(document);
    expect(error).toHaveBeenCalledWith("Cannot find attribute 'data-limit'");
    expect(document.getElementById('b')!.textContent).toBe('Uz...');
  });
});
