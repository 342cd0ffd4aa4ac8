// The rating block as data: the island's props (plugin Ratings\Control::state()) and what a save answer changes.
// The answer's rating_html is parsed inertly and only its data attributes and score text are read.

export interface RatingLabels {
  legend: string;
  /** "1 star" … "5 stars", in the site's language. */
  stars: string[];
  submit: string;
}

export interface RatingProps {
  manga: number;
  average: number;
  averageText: string;
  votes: number;
  /** "Average X / 5 out of N total votes." */
  text: string;
  /** The reader's own stars (0: none shown). */
  own: number;
  canVote: boolean;
  /** admin-post.php, where the form posts without JavaScript. */
  form: string;
  nonce: string;
  labels: RatingLabels;
  messages: { saved: string; error: string };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The props when they have the expected shape, else null (the server's block stays). */
export function readProps(props: Record<string, unknown>): RatingProps | null {
  const labels = props.labels as Partial<RatingLabels> | null | undefined;
  const messages = props.messages as { saved?: unknown; error?: unknown } | null | undefined;
  if (
    !isNumber(props.manga) || !isNumber(props.average) || !isString(props.averageText) || !isNumber(props.votes) || !isString(props.text) ||
    !isNumber(props.own) || typeof props.canVote !== 'boolean' || !isString(props.form) || !isString(props.nonce) ||
    !isString(labels?.legend) || !isString(labels?.submit) || !Array.isArray(labels?.stars) || labels.stars.length !== 5 || !labels.stars.every(isString) ||
    !isString(messages?.saved) || !isString(messages?.error)
  ) {
    return null;
  }
  return props as unknown as RatingProps;
}

export interface Totals {
  average: number;
  averageText: string;
  votes: number;
}

/** The average and vote count in a save answer's rating_html, or null. */
export function totalsFromHtml(html: string): Totals | null {
  const total = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLElement>('.post-total-rating');
  const average = Number(total?.dataset.average);
  const votes = Number(total?.dataset.votes);
  const averageText = total?.querySelector('.score')?.textContent?.trim() ?? '';
  if (!total || !Number.isFinite(average) || !Number.isInteger(votes) || averageText === '') return null;
  return { average: Math.min(5, Math.max(0, average)), averageText, votes };
}

// A number ends with a digit, so the comma after "4,5 / 5," stays outside.
const COUNTERS = /\d(?:[\d.,\u066B\u066C]*\d)?\s*\/\s*\d(?:[\d.,\u066B\u066C]*\d)?/gu;

/** Splits a text around its "4.5 / 5" parts, which right-to-left pages show in a left-to-right isolate. */
export function counterParts(text: string): Array<{ text: string; counter: boolean }> {
  const parts: Array<{ text: string; counter: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(COUNTERS)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), counter: false });
    parts.push({ text: match[0], counter: true });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), counter: false });
  return parts;
}
