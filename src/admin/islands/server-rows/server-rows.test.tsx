import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountIsland } from '../../../test-support/islands';
import { mount } from './index';

const FALLBACK = '<ol class="yomu-video-servers__list"><li><input type="number" name="yomu_server_position[]" value="1"></li></ol>';
const props = (rows: { name: string; embed: string }[]) => ({
  form: 'yomu-form-video',
  prefix: 'yomu-edit-chapter',
  help: 'yomu-edit-chapter-servers-help',
  fields: { name: 'yomu_server_name', embed: 'yomu_server_embed', position: 'yomu_server_position' },
  rows,
});
const SERVERS = [
  { name: 'Vimeo', embed: '<iframe src="https://player.vimeo.com/video/1"></iframe>' },
  { name: '', embed: '<iframe src="https://www.youtube.com/embed/2"></iframe>' },
];

/** What the form would send, row by row: name, embed, position. */
function sent(element: HTMLElement): string[][] {
  return Array.from(element.querySelectorAll('li'), (row) =>
    Array.from(row.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[name]'), (field) => `${field.name}=${field.value}`),
  );
}

beforeEach(() => {
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Server %d': 'Sunucu %d', 'Move up': 'Yukarı taşı', 'Move down': 'Aşağı taşı' } };
});

afterEach(() => {
  delete window.yomuL10n;
});

describe('server-rows', () => {
  it('draws the saved servers, joined to their form, with move buttons named after each row', async () => {
    const element = await mountIsland(mount, FALLBACK, props(SERVERS), 'server-rows');
    expect(sent(element)).toEqual([
      ['yomu_server_name[]=Vimeo', `yomu_server_embed[]=${SERVERS[0].embed}`, 'yomu_server_position[]=1'],
      ['yomu_server_name[]=', `yomu_server_embed[]=${SERVERS[1].embed}`, 'yomu_server_position[]=2'],
    ]);
    expect(Array.from(element.querySelectorAll('[name]'), (field) => field.getAttribute('form'))).toEqual(Array(6).fill('yomu-form-video'));
    expect(Array.from(element.querySelectorAll('legend'), (legend) => legend.textContent)).toEqual(['Sunucu 1', 'Sunucu 2']);
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Vimeo' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Sunucu 2' })).toHaveProperty('disabled', true);
  });

  it('moves a row and keeps the focus on it, its twin button taking over at an end', async () => {
    const element = await mountIsland(mount, FALLBACK, props([...SERVERS, { name: 'Yedek', embed: 'x' }]), 'server-rows');
    screen.getByRole('button', { name: 'Aşağı taşı: Vimeo' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: Vimeo' }));
    expect(sent(element).map((row) => row[0])).toEqual(['yomu_server_name[]=', 'yomu_server_name[]=Vimeo', 'yomu_server_name[]=Yedek']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Aşağı taşı: Vimeo');
    fireEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: Vimeo' }));
    expect(sent(element).map((row) => row[2])).toEqual(['yomu_server_position[]=1', 'yomu_server_position[]=2', 'yomu_server_position[]=3']);
    expect(sent(element)[2][0]).toBe('yomu_server_name[]=Vimeo');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Yukarı taşı: Vimeo');
  });

  it('adds an empty row with the focus in its name, and removes a row giving the focus to its neighbour', async () => {
    const element = await mountIsland(mount, FALLBACK, props(SERVERS), 'server-rows');
    fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
    expect(sent(element)).toHaveLength(3);
    expect(document.activeElement).toBe(element.querySelectorAll('input[type="text"]')[2]);
    fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: 'Yedek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove server: Vimeo' }));
    expect(sent(element).map((row) => row[0])).toEqual(['yomu_server_name[]=', 'yomu_server_name[]=Yedek']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove server: Sunucu 1');
    expect(Array.from(element.querySelectorAll('legend'), (legend) => legend.textContent)).toEqual(['Sunucu 1', 'Sunucu 2']);
  });

  it('gives a new chapter one empty row, and keeps the fallback when the props are not usable', async () => {
    const element = await mountIsland(mount, FALLBACK, props([]), 'server-rows');
    expect(sent(element)).toEqual([['yomu_server_name[]=', 'yomu_server_embed[]=', 'yomu_server_position[]=1']]);
    const broken = await mountIsland(mount, FALLBACK, { ...props(SERVERS), fields: null }, 'server-rows');
    expect(broken.querySelector('input[type="number"]')).not.toBeNull();
  });
});
