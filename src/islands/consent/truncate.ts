// The preference-centre description (SPEC §9): cut at 300 characters, or 150 on screens narrower than 376 px.

export function descriptionLimit(width: number): number {
  return width < 376 ? 150 : 300;
}

export function cut(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit).trimEnd() + '...' : text;
}
