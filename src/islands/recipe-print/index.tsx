// Recipe print button: opens a print window with just the recipe (SPEC §2 "Recipe block print button").
import { __ } from '../../lib/i18n';
import { PRINT_DELAY, fillPrintDocument } from './print';

export interface RecipeProps {
  stylesheet?: string;
}

export function mount(element: HTMLElement, props: RecipeProps): void {
  const recipe = element.querySelector<HTMLElement>('.yomu-recipe');
  if (!recipe) return;
  const actions = document.createElement('p');
  actions.className = 'yomu-recipe__actions no-print';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'yomu-recipe__print';
  button.textContent = __('Print recipe');
  actions.append(button);
  recipe.append(actions);

  button.addEventListener('click', () => {
    const title = recipe.querySelector('.yomu-recipe__title')?.textContent?.trim() || document.title;
    const win = window.open('', '_blank', 'width=800,height=900');
    if (!win) {
      window.print();
      return;
    }
    fillPrintDocument(win.document, recipe, title, typeof props.stylesheet === 'string' ? props.stylesheet : '');
    window.setTimeout(() => {
      win.focus();
      win.print();
      win.close();
    }, PRINT_DELAY);
  });
  element.dataset.mounted = 'true';
}
