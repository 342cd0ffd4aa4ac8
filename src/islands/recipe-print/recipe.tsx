// Recipe card (SPEC §2): the server's recipe with ingredient ticks kept in state and a print button that copies
// the card, ticks included, into a print window.
import { type ReactNode, useRef, useState } from 'react';
import { __ } from '../../lib/i18n';
import { useAdoptedNodes, useTakeOverFocus } from '../../lib/islands/adopt';
import { printRecipe } from './print';
import type { Ingredient, RecipeData } from './read-recipe';

export interface RecipeProps {
  recipe: RecipeData;
  stylesheet: string;
}

function Adopted({ className, nodes, children }: { className: string; nodes: Node[]; children?: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  useAdoptedNodes(holder, nodes);
  return (
    <div ref={holder} className={className}>
      {children}
    </div>
  );
}

function IngredientItem({ item, ticked, onTick }: { item: Ingredient; ticked: boolean; onTick: (ticked: boolean) => void }) {
  return (
    <li>
      <label>
        <input
          ref={useTakeOverFocus(item.input)}
          type="checkbox"
          className="yomu-recipe__tick"
          checked={ticked}
          onChange={(event) => onTick(event.currentTarget.checked)}
        />{' '}
        <span>{item.text}</span>
      </label>
    </li>
  );
}

export function Recipe({ recipe, stylesheet }: RecipeProps) {
  const { title, summary, facts, ingredients, steps, notes } = recipe;
  const [ticks, setTicks] = useState(() => ingredients?.items.map((item) => item.ticked) ?? []);
  const card = useRef<HTMLDivElement>(null);
  const tick = (index: number, ticked: boolean) => setTicks((current) => current.map((value, i) => (i === index ? ticked : value)));
  const print = () => {
    if (card.current) printRecipe(card.current, title || document.title, stylesheet, ticks);
  };

  return (
    <div ref={card} className="yomu-recipe">
      <h2 className="yomu-recipe__title">{title}</h2>
      {summary && <Adopted className="yomu-recipe__summary" nodes={summary} />}
      {facts.length > 0 && (
        <dl className="yomu-recipe__facts">
          {facts.map((fact, index) => (
            <div key={index}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {ingredients && (
        <>
          {ingredients.heading && <h3 className="yomu-recipe__heading">{ingredients.heading}</h3>}
          <ul className="yomu-recipe__ingredients">
            {ingredients.items.map((item, index) => (
              <IngredientItem key={index} item={item} ticked={ticks[index]} onTick={(ticked) => tick(index, ticked)} />
            ))}
          </ul>
        </>
      )}
      {steps && (
        <>
          {steps.heading && <h3 className="yomu-recipe__heading">{steps.heading}</h3>}
          <ol className="yomu-recipe__steps">
            {steps.items.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {notes && (
        <Adopted className="yomu-recipe__notes" nodes={notes.content}>
          {notes.heading && <h3 className="yomu-recipe__heading">{notes.heading}</h3>}
        </Adopted>
      )}
      <p className="yomu-recipe__actions no-print">
        <button type="button" className="yomu-recipe__print" onClick={print}>
          {__('Print recipe')}
        </button>
      </p>
    </div>
  );
}
