// Reads the server's recipe card once at mount. Rich parts (summary, notes) are kept as the server's nodes; the
// rest becomes data, with each ingredient's tick as the reader left it before the island loaded.
export interface Ingredient {
  text: string;
  ticked: boolean;
  /** The server checkbox, to hand the focus over. */
  input: HTMLInputElement | null;
}

export interface RecipeSection<T> {
  heading: string;
  items: T[];
}

export interface RecipeData {
  title: string;
  summary: Node[] | null;
  facts: Array<{ label: string; value: string }>;
  ingredients: RecipeSection<Ingredient> | null;
  steps: RecipeSection<string> | null;
  notes: { heading: string; content: Node[] } | null;
}

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';

/** The heading printed just before a list. */
function headingBefore(list: Element): string {
  const previous = list.previousElementSibling;
  return previous?.matches('.yomu-recipe__heading') ? text(previous) : '';
}

export function readRecipe(recipe: Element): RecipeData {
  const summary = recipe.querySelector(':scope > .yomu-recipe__summary');
  const ingredients = recipe.querySelector(':scope > .yomu-recipe__ingredients');
  const steps = recipe.querySelector(':scope > .yomu-recipe__steps');
  const notes = recipe.querySelector(':scope > .yomu-recipe__notes');
  const notesHeading = notes?.querySelector(':scope > .yomu-recipe__heading');
  return {
    title: text(recipe.querySelector(':scope > .yomu-recipe__title')),
    summary: summary ? [...summary.childNodes] : null,
    facts: [...recipe.querySelectorAll(':scope > .yomu-recipe__facts > div')].map((fact) => ({
      label: text(fact.querySelector('dt')),
      value: text(fact.querySelector('dd')),
    })),
    ingredients: ingredients && {
      heading: headingBefore(ingredients),
      items: [...ingredients.querySelectorAll(':scope > li')].map((item) => {
        const input = item.querySelector<HTMLInputElement>('input[type="checkbox"]');
        return { text: text(item), ticked: input?.checked === true, input };
      }),
    },
    steps: steps && { heading: headingBefore(steps), items: [...steps.querySelectorAll(':scope > li')].map((step) => text(step)) },
    notes: notes && {
      heading: text(notesHeading),
      content: [...notes.childNodes].filter((node) => node !== notesHeading),
    },
  };
}
