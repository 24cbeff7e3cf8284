import type { Element, ElementContent, Root, RootContent } from 'hast';

/*
 * Pure pieces of the statement renderer, kept DOM-free so they are unit-tested in node:
 * the math delimiter rewrite (runs on the source) and two rehype steps (run on the tree).
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Rewrites the LaTeX delimiters outside code spans of one block of text. */
function convertText(text: string): string {
  const out: string[] = [];
  // Code spans (`…`, ``…``) are copied as they are; CommonMark closes a span with a run of equal length.
  const span = /(?<!`)(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;
  let last = 0;
  const rewrite = (s: string) =>
    s
      // `\[…\]` is display math: its own $$ block. `\` before `\[` means a literal backslash, left alone.
      .replace(/(?<!\\)\\\[([\s\S]+?)(?<!\\)\\\]/g, (_, body: string) => `\n$$\n${body.trim()}\n$$\n`)
      .replace(/(?<!\\)\\\(([\s\S]+?)(?<!\\)\\\)/g, (_, body: string) => `$${body.trim()}$`)
      // A line that is only `$$…$$` is meant as display math, which remark-math reads as inline.
      .replace(
        /^([ \t]*)\$\$([^$\n]+)\$\$[ \t]*$/gm,
        (_, indent: string, body: string) => `${indent}$$\n${indent}${body.trim()}\n${indent}$$`,
      );
  for (let m = span.exec(text); m; m = span.exec(text)) {
    out.push(rewrite(text.slice(last, m.index)), m[0]);
    last = m.index + m[0].length;
  }
  out.push(rewrite(text.slice(last)));
  return out.join('');
}

/**
 * remark-math knows `$` and `$$` only; statements also use `\[ \]` and `\( \)` (spec §9).
 * Converts those before parsing (CommonMark would read `\[` as an escaped bracket), never inside
 * fenced code blocks or code spans.
 */
export function normalizeMathDelimiters(source: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let text: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (text.length > 0) out.push(convertText(text.join('\n')));
    text = [];
  };
  for (const line of lines) {
    const m = FENCE.exec(line);
    if (fence === null && m) {
      flush();
      fence = m[1];
      out.push(line);
    } else if (fence !== null) {
      out.push(line);
      // The fence closes with the same character, at least as long, and nothing after it.
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = null;
    } else {
      text.push(line);
    }
  }
  flush();
  return out.join('\n');
}

interface RawNode {
  type: 'raw';
  value: string;
}
const isRaw = (node: { type: string }): node is RawNode => node.type === 'raw';
type Parent = Root | Element;

/**
 * Turns sanitised raw HTML into hast; null when no sanitiser is available (no DOM), in which
 * case the HTML is shown as text. Nothing reaches the page without passing through it.
 */
export type HtmlToHast = (html: string) => ElementContent[] | null;

/**
 * rehype step for HTML written inside markdown (FPS statements are HTML). react-markdown would
 * print it as text; here each fragment goes through `toHast` (DOMPurify in the browser).
 */
export function rehypeSafeHtml(options: { toHast: HtmlToHast }) {
  const walk = (parent: Parent) => {
    const next: RootContent[] = [];
    for (const child of parent.children) {
      if (isRaw(child)) {
        const nodes = options.toHast(child.value);
        next.push(...(nodes ?? [{ type: 'text', value: child.value } as const]));
      } else {
        if (child.type === 'element') walk(child);
        next.push(child);
      }
    }
    parent.children = next as Parent['children'];
  };
  return (tree: Root) => walk(tree);
}

/** A link to a PDF file of our site or the web (no other scheme). */
export function isPdfHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme && !/^https?$/i.test(scheme[1])) return false;
  return /\.pdf(?:[?#]|$)/i.test(href.trim());
}

/** Where our own uploads are served (contract §1.7); only these may be embedded. */
const OWN_FILES_PATH = '/api/public/';
/** Stands in for the page's origin where there is no window (node tests). */
export const DEFAULT_SITE_ORIGIN = 'http://verdict.invalid';

/**
 * True when `href` is a file this site serves itself. Only those get the embedded viewer: an
 * external PDF in an iframe would run someone else's page inside ours. The URL parser resolves
 * `..`, `//host` and `\` tricks before the check.
 */
export function isOwnFile(href: string, siteOrigin: string = DEFAULT_SITE_ORIGIN): boolean {
  const url = resolve(href, siteOrigin);
  return url !== null && url.origin === new URL(siteOrigin).origin && url.pathname.startsWith(OWN_FILES_PATH);
}

function resolve(href: string, siteOrigin: string): URL | null {
  try {
    return new URL(href.trim(), `${siteOrigin}/`);
  } catch {
    return null;
  }
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

export interface PdfLabels {
  open: string;
  download: string;
}

const fileNameOf = (href: string): string => {
  const last = href.split(/[?#]/)[0].split('/').pop() || 'file.pdf';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const newTab = { target: '_blank', rel: ['noopener', 'noreferrer'] };

/** An external PDF: a card whose links open it in a new tab, with the host in view; never embedded. */
function externalPdfCard(href: string, name: string, labels: PdfLabels, siteOrigin: string): Element {
  const host = resolve(href, siteOrigin)?.host ?? '';
  return el('div', { className: ['md-pdf', 'md-pdf-external'], dataPdf: href }, [
    el('div', { className: ['md-pdf-head'] }, [
      el('span', { className: ['md-pdf-icon'], ariaHidden: 'true' }, [{ type: 'text', value: 'PDF' }]),
      el('a', { className: ['md-pdf-name'], href, ...newTab, title: labels.open }, [{ type: 'text', value: name }]),
      el('span', { className: ['md-pdf-host'] }, [{ type: 'text', value: host }]),
      el('a', { className: ['md-pdf-open'], href, ...newTab }, [{ type: 'text', value: labels.open }]),
    ]),
  ]);
}

function pdfCard(link: Element, labels: PdfLabels, siteOrigin: string): Element {
  const href = String(link.properties.href);
  const name = textOf(link).trim() || fileNameOf(href);
  if (!isOwnFile(href, siteOrigin)) return externalPdfCard(href, name, labels, siteOrigin);
  return el('div', { className: ['md-pdf'], dataPdf: href }, [
    el('div', { className: ['md-pdf-head'] }, [
      el('span', { className: ['md-pdf-icon'], ariaHidden: 'true' }, [{ type: 'text', value: 'PDF' }]),
      el('a', { className: ['md-pdf-name'], href, ...newTab, title: labels.open }, [{ type: 'text', value: name }]),
      el('a', { className: ['md-pdf-download'], href, download: '' }, [{ type: 'text', value: labels.download }]),
    ]),
    el('iframe', { className: ['md-pdf-viewer'], src: href, title: name, height: '800', loading: 'lazy' }),
  ]);
}

/**
 * rehype step: a paragraph holding `[x](….pdf)` links becomes file cards, with an embedded viewer
 * 800 px high (spec §9) for our own files only. The paragraph turns into a div: a card may not
 * sit inside a <p>.
 */
export function rehypePdfCards(options: { labels: PdfLabels; siteOrigin?: string }) {
  const siteOrigin = options.siteOrigin ?? DEFAULT_SITE_ORIGIN;
  const walk = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      const links = child.children.filter(
        (c): c is Element => c.type === 'element' && c.tagName === 'a' && isPdfHref(c.properties.href),
      );
      if (child.tagName === 'p' && links.length > 0) {
        child.tagName = 'div';
        child.children = child.children.map((c) =>
          links.includes(c as Element) ? pdfCard(c as Element, options.labels, siteOrigin) : c,
        );
      } else {
        walk(child);
      }
    }
  };
  return (tree: Root) => walk(tree);
}
