import { mountReact } from '../../lib/islands/mount-react';
import { readRecipe } from './read-recipe';
import { Recipe } from './recipe';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const recipe = element.querySelector('.yomu-recipe');
  if (!recipe) return;
  const stylesheet = typeof props.stylesheet === 'string' ? props.stylesheet : '';
  mountReact(element, <Recipe recipe={readRecipe(recipe)} stylesheet={stylesheet} />);
}
