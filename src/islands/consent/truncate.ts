// The preference-centre description: cut at 300 characters, or 150 on screens narrower than 376 px, with a
// "Show more" toggle.
import { __ } from '../../lib/i18n';

export function descriptionLimit(width: number): number {
  return width < 376 ? 150 : 300;
}

export function cut(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit).trimEnd() + '...' : text;
}

export function mountTruncation(paragraph: HTMLElement): () => void {
  const full = (paragraph.textContent ?? '').trim();
  const text = document.createElement('span');
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'yomu-consent-centre__more';
  let expanded = false;
  const render = () => {
    const limit = descriptionLimit(window.innerWidth);
    const long = full.length > limit;
    text.textContent = expanded || !long ? full : cut(full, limit);
    toggle.hidden = !long;
    toggle.textContent = expanded ? __('Show less') : __('Show more');
    toggle.setAttribute('aria-expanded', String(expanded));
  };
  toggle.addEventListener('click', () => {
    expanded = !expanded;
    render();
  });
  paragraph.replaceChildren(text, ' ', toggle);
  render();
  window.addEventListener('resize', render);
  return render;
}
