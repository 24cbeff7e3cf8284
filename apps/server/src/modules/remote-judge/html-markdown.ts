import TurndownService from 'turndown';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', emDelimiter: '*' });
// Formulas stay as written ($…$ in Codeforces' statements); escaping them would break the rendering.
turndown.escape = (s: string) => s;

/** A statement's HTML as the Markdown problems are kept in. */
export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html).trim();
}
