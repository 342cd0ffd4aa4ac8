// Reads the server's overlays (Consent\Banner::markup) once, at mount, into the data the React overlays render
// from: the texts stay the server's (translated, and possibly replaced by the site's admin).
import { CATEGORIES, type Category } from './state';
import type { ButtonAction } from './overlay-state';

export interface ButtonData {
  action: ButtonAction;
  label: string;
  className: string;
}

export interface CategoryData {
  slug: Category;
  label: string;
  description: string;
  /** The 'Always Active' text of the necessary category, which has no switch. */
  always?: string;
}

export interface OverlayTexts {
  bannerTitle: string;
  bannerText: string;
  bannerButtons: ButtonData[];
  centreTitle: string;
  closeLabel: string;
  description: string;
  /** GDPR: one switch per category. */
  categories: CategoryData[];
  /** CCPA: the label of the one opt-out box (with the space after the box), null under GDPR. */
  optout: string | null;
  centreButtons: ButtonData[];
  revisitLabel: string;
}

const ACTIONS: readonly string[] = ['accept', 'reject', 'save', 'customise', 'close'] satisfies ButtonAction[];

// Texts are kept as printed (no trimming), so the React overlays render exactly the server's.
const text = (element: Element | null | undefined) => element?.textContent ?? '';

function buttons(container: Element | null): ButtonData[] {
  return Array.from(container?.querySelectorAll<HTMLButtonElement>(':scope > button[data-consent-do]') ?? [])
    .filter((button) => ACTIONS.includes(button.dataset.consentDo ?? ''))
    .map((button) => ({ action: button.dataset.consentDo as ButtonAction, label: text(button), className: button.className }));
}

function categories(centre: Element): CategoryData[] {
  return Array.from(centre.querySelectorAll('.yomu-consent-centre__category')).flatMap((row): CategoryData[] => {
    const input = row.querySelector<HTMLInputElement>('input[data-consent-category]');
    const always = row.querySelector('.yomu-consent-centre__always');
    const slug = input ? input.dataset.consentCategory : always ? 'necessary' : '';
    if (!CATEGORIES.includes(slug as Category)) return [];
    const data: CategoryData = {
      slug: slug as Category,
      label: text(row.querySelector('.yomu-consent-centre__label')),
      description: text(row.querySelector('.yomu-consent-centre__category-text')),
    };
    if (always) data.always = text(always);
    return [data];
  });
}

/** The overlays' data, or null when the markup is not the expected one (the island then leaves it alone). */
export function readOverlays(root: ParentNode): OverlayTexts | null {
  const banner = root.querySelector('.yomu-consent-banner');
  const centre = root.querySelector('dialog.yomu-consent-centre');
  const revisit = root.querySelector('.yomu-consent-revisit');
  if (!banner || !centre || !revisit) return null;
  const optout = centre.querySelector('.yomu-consent-centre__optout');
  return {
    bannerTitle: text(banner.querySelector('.yomu-consent-banner__title')),
    bannerText: text(banner.querySelector('.yomu-consent-banner__text')),
    bannerButtons: buttons(banner.querySelector('.yomu-consent__buttons')),
    centreTitle: text(centre.querySelector('.yomu-consent-centre__head h2')),
    closeLabel: centre.querySelector('.yomu-consent-centre__close')?.getAttribute('aria-label') ?? '',
    description: text(centre.querySelector('.yomu-consent-centre__description')).trim(),
    categories: categories(centre),
    optout: optout ? text(optout) : null,
    centreButtons: buttons(centre.querySelector('.yomu-consent-centre__buttons')),
    revisitLabel: revisit.getAttribute('aria-label') ?? '',
  };
}
