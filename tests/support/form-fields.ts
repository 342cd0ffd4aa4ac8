// Reading a server-rendered form the way a browser submits it, for tests that post wp-admin forms without one.

/** Text of an HTML attribute value or text node, with the entities esc_attr() and esc_html() write decoded. */
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden inputs and checked boxes of a form element's HTML, as a browser sends them (tests set the rest). */
export function sentFields(form: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}=(["'])(.*?)\\1`).exec(input)?.[2];
    const type = attr('type');
    const sent = type === 'hidden' || ((type === 'checkbox' || type === 'radio') && /\schecked/.test(input));
    if (sent && attr('name')) body.append(attr('name')!, decode(attr('value') ?? 'on'));
  }
  return body;
}
