import * as cheerio from 'cheerio';
import TurndownService from 'turndown';
import type { JudgeStatusCode } from '@verdict/shared';
import { type RemoteResponse, type RemoteSession, type RemoteRequestInit, RemoteFailure } from '../adapter';

/** Helpers the HDU, POJ, AC, SPOJ and LIBRE adapters share: page checks, units, HTML → Markdown. */

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
// A bare <pre> (no <code>, as on every one of these sites) is a code block, not a paragraph.
turndown.addRule('pre', {
  filter: (node) => node.nodeName === 'PRE' && node.firstElementChild?.nodeName !== 'CODE',
  replacement: (_content, node) => `\n\n\`\`\`\n${(node.textContent ?? '').replace(/\n+$/, '')}\n\`\`\`\n\n`,
});

/** The site's HTML fragment as Markdown; relative image and link addresses made absolute on `pageUrl`. */
export function htmlToMarkdown(html: string, pageUrl: string): { markdown: string; images: string[] } {
  const $ = cheerio.load(`<div id="__root">${html}</div>`, null, false);
  const images: string[] = [];
  $('img[src]').each((_, el) => {
    const abs = absoluteUrl($(el).attr('src') ?? '', pageUrl);
    $(el).attr('src', abs);
    if (abs && !images.includes(abs)) images.push(abs);
  });
  $('a[href]').each((_, el) => {
    $(el).attr('href', absoluteUrl($(el).attr('href') ?? '', pageUrl));
  });
  // AtCoder writes math as <var>: inline TeX outside code, plain text inside (placeholders keep
  // turndown from escaping the TeX).
  const math: string[] = [];
  $('pre var').each((_, el) => {
    $(el).replaceWith($(el).text());
  });
  $('var').each((_, el) => {
    math.push($(el).text());
    $(el).replaceWith(`MATHPLACEHOLDER${math.length - 1}X`);
  });
  const inner = $('#__root').html() ?? '';
  const markdown = turndown
    .turndown(inner)
    .replace(/MATHPLACEHOLDER(\d+)X/g, (_, i: string) => `$${math[Number(i)]}$`)
    .trim();
  return { markdown, images };
}

/** A Markdown text with its image links made absolute on `pageUrl`, and those images (LibreOJ writes Markdown already). */
export function absoluteMarkdown(markdown: string, pageUrl: string): { markdown: string; images: string[] } {
  const images: string[] = [];
  const out = markdown.replace(/(!\[[^\]]*\]\(\s*<?)([^)\s>]+)/g, (_, head: string, src: string) => {
    const abs = absoluteUrl(src, pageUrl);
    if (!images.includes(abs)) images.push(abs);
    return head + abs;
  });
  return { markdown: out, images };
}

function absoluteUrl(src: string, base: string): string {
  try {
    return new URL(src, base).toString();
  } catch {
    return src;
  }
}

/** Text of an HTML fragment: tags dropped, entities decoded, line breaks kept. */
export function htmlText(html: string): string {
  const $ = cheerio.load(`<div id="__root">${html.replace(/<br\s*\/?>/gi, '\n')}</div>`, null, false);
  return $('#__root').text();
}

/** "1000 MS", "2 sec", "1.5s", "0.01" (seconds) → ms. */
export function toMs(value: string, unit: 'ms' | 's'): number {
  return Math.round(Number.parseFloat(value) * (unit === 's' ? 1000 : 1));
}

/** A memory figure with its unit ("65536 K", "256 MB", "5.3M", "1024 kB") → KB. */
export function toKb(value: string): number {
  const m = /([\d.]+)\s*([kmg]?)/i.exec(value.trim());
  if (!m) return 0;
  const n = Number.parseFloat(m[1]);
  const mult = { '': 1, k: 1, m: 1024, g: 1024 * 1024 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Math.round(n * mult);
}

/**
 * One request with the failures every site shares: 5xx → unavailable, 404 → notFound, 429 → refused,
 * 403 → banned (captcha pages differ per site: each login checks its own).
 */
export async function fetchPage(
  session: RemoteSession,
  path: string,
  init: RemoteRequestInit = {},
  what = 'page',
): Promise<RemoteResponse> {
  const res = await session.request(path, init);
  if (res.status >= 500) throw new RemoteFailure('unavailable', `${host(session)} answered ${res.status} for the ${what}`);
  if (res.status === 404) throw new RemoteFailure('notFound', `${host(session)} has no such ${what}`);
  if (res.status === 429) throw new RemoteFailure('refused', `${host(session)} limits the request rate`);
  if (res.status === 403) throw new RemoteFailure('banned', `${host(session)} refuses the account ${session.account.username}`);
  return res;
}

export function host(session: RemoteSession): string {
  return new URL(session.baseUrl).host;
}

/** The site's verdict word as a status; a word the adapter does not know fails the submission. */
export function mapVerdict(table: Readonly<Record<string, JudgeStatusCode>>, word: string, site: string): JudgeStatusCode {
  const status = table[word];
  if (status === undefined) throw new RemoteFailure('unknownVerdict', `${site} answered an unknown verdict: ${word}`);
  return status;
}

/** The site's language id for a Verdict language name, or a 'language' failure. */
export function siteLanguage(languages: Readonly<Record<string, string>>, language: string, site: string): string {
  const id = languages[language];
  if (id === undefined) throw new RemoteFailure('language', `${site} does not take ${language}`);
  return id;
}

/** Random trailing whitespace so a resubmission of the same code is not refused as a duplicate (HOJ does this for HDU/POJ). */
export function withBlankTail(code: string): string {
  let n = Math.floor(Math.random() * 2 ** 16) + 1;
  let tail = '\n';
  while (n > 0) {
    tail += n % 2 ? '\t' : ' ';
    n = Math.floor(n / 2);
  }
  return code + tail;
}
