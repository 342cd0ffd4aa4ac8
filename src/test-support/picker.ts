// Listbox pickers (src/lib/ui/listbox-picker.tsx) in tests: what they show and picking an option as a reader does.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The picker's listbox (in the DOM while closed too, hidden). */
export function listboxOf(combobox: HTMLElement): HTMLElement {
  return document.getElementById(combobox.getAttribute('aria-controls') ?? '')!;
}

/** The options' labels. */
export function optionLabels(combobox: HTMLElement): string[] {
  return Array.from(listboxOf(combobox).querySelectorAll('[role="option"]'), (option) => option.textContent ?? '');
}

/** The chosen option's value. */
export function pickedValue(combobox: HTMLElement): string {
  return listboxOf(combobox).querySelector('[aria-selected="true"]')?.getAttribute('data-value') ?? '';
}

/** Opens the picker and clicks the option with that label. */
export async function pick(combobox: HTMLElement, label: string): Promise<void> {
  await userEvent.click(combobox);
  await userEvent.click(within(listboxOf(combobox)).getByRole('option', { name: label }));
}
