import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListboxPicker, type PickerOption } from './listbox-picker';

const CHAPTERS: PickerOption[] = Array.from({ length: 30 }, (_, i) => ({ value: `bolum-${i + 1}`, label: `Bölüm ${i + 1}` }));
const STYLES: PickerOption[] = [
  { value: 'paged', label: 'Sayfa sayfa' },
  { value: 'list', label: 'Liste' },
  { value: 'strip', label: 'Uzun şerit' },
];

function Harness({ options, searchable = false, onPick }: { options: PickerOption[]; searchable?: boolean; onPick: (value: string) => void }) {
  const [value, setValue] = useState(options[0].value);
  return (
    <>
      <ListboxPicker label="Seçim" options={options} value={value} searchable={searchable} noMatch="Eşleşen bölüm yok." onPick={(next) => (setValue(next), onPick(next))} />
      <button type="button">dışarı</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Seçim' });
const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('the listbox picker, select-only', () => {
  it('opens on the chosen option, moves with the arrows, Home, End and PageDown, and picks with Enter, the focus staying', async () => {
    const onPick = vi.fn();
    render(<Harness options={CHAPTERS} onPick={onPick} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Bölüm 1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Bölüm 3');
    await userEvent.keyboard('{PageDown}');
    expect(active()).toBe('Bölüm 13');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Bölüm 30');
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(active()).toBe('Bölüm 1');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('bolum-2');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Bölüm 2');
    expect(document.activeElement).toBe(combobox());
    expect(screen.getByRole('listbox', { hidden: true }).querySelector('[aria-selected="true"]')?.textContent).toBe('Bölüm 2');
  });

  it('closes with Escape without picking, and jumps by typed first letters', async () => {
    const onPick = vi.fn();
    render(<Harness options={STYLES} onPick={onPick} />);
    combobox().focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.keyboard('u');
    expect(active()).toBe('Uzun şerit');
    await userEvent.keyboard(' ');
    expect(onPick).toHaveBeenCalledWith('strip');
  });

  it('picks with the pointer and closes on a click outside', async () => {
    const onPick = vi.fn();
    render(<Harness options={STYLES} onPick={onPick} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('button', { name: 'dışarı' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Liste' }));
    expect(onPick).toHaveBeenCalledWith('list');
  });
});

describe('the listbox picker, searchable', () => {
  it('filters as the reader types, without accents, picks the first match with Enter, and says when nothing matches', async () => {
    const onPick = vi.fn();
    render(<Harness options={CHAPTERS} searchable onPick={onPick} />);
    const field = combobox() as HTMLInputElement;
    expect(field.value).toBe('Bölüm 1');
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}a{/Control}bolum 2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bölüm 2', 'Bölüm 20', 'Bölüm 21', 'Bölüm 22', 'Bölüm 23', 'Bölüm 24', 'Bölüm 25', 'Bölüm 26', 'Bölüm 27', 'Bölüm 28', 'Bölüm 29']);
    await userEvent.keyboard('5');
    expect(active()).toBe('Bölüm 25');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('bolum-25');
    expect(field.value).toBe('Bölüm 25');
    await userEvent.keyboard('{Control>}a{/Control}xyz');
    expect(screen.getByRole('status').textContent).toBe('Eşleşen bölüm yok.');
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(field.value).toBe('Bölüm 25');
  });
});
