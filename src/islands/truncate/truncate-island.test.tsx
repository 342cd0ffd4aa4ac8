import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

afterEach(() => vi.restoreAllMocks());

const content = '<ul><li><a id="a" data-truncate data-limit="8">Ay Işığı Simyacısı</a></li><li><a id="b" data-truncate data-limit="20">Kısa</a></li></ul>';

describe('truncate island', () => {
  it('cuts the marked text in content it wraps, with the whole text as its title', async () => {
    const element = await mountIsland(mount, content, {}, 'truncate');
    const a = element.querySelector<HTMLElement>('#a')!;
    expect(a.textContent).toBe('Ay Işığı...');
    expect(a.title).toBe('Ay Işığı Simyacısı');
    expect(element.querySelector('#b')!.textContent).toBe('Kısa');
    expect(element.dataset.mounted).toBe('true');
  });

  it('keeps the server elements rather than re-creating them', async () => {
    const element = document.createElement('div');
    element.innerHTML = content;
    document.body.append(element);
    const server = element.querySelector('#a');
    await act(async () => mount(element));
    expect(element.querySelector('#a')).toBe(server);
    act(() => unmountIsland(element));
    element.remove();
  });

  it('reports a missing limit on the console and still cuts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = await mountIsland(mount, '<p id="c" data-truncate>Metin</p><p id="d" data-truncate data-limit="2">Uzun</p>', {}, 'truncate');
    expect(error).toHaveBeenCalledWith("Cannot find attribute 'data-limit'");
    expect(element.querySelector('#c')!.textContent).toBe('Metin');
    expect(element.querySelector('#d')!.textContent).toBe('Uz...');
  });

  it('gives the text back whole when the island unmounts', async () => {
    const element = await mountIsland(mount, content, {}, 'truncate');
    act(() => unmountIsland(element));
    expect(element.querySelector('#a')!.textContent).toBe('Ay Işığı Simyacısı');
    expect(element.querySelector('#a')!.hasAttribute('title')).toBe(false);
  });
});
