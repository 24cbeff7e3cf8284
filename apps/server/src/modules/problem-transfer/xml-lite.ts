/**
 * A small, strict XML reader for FPS files: elements, attributes, text, CDATA, comments,
 * processing instructions and the five predefined entities plus character references.
 * DOCTYPE declarations are refused, so no external or recursive entity can be expanded.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: Array<XmlElement | string>;
  line: number;
}

export class XmlError extends Error {
  constructor(readonly line: number, readonly reason: string) {
    super(`line ${line}: ${reason}`);
  }
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const MAX_DEPTH = 64;

export function parseXml(src: string): XmlElement {
  let pos = 0;
  // Newline offsets once, then a binary search per lookup: big files stay linear.
  const newlines: number[] = [];
  for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) newlines.push(i);
  const lineAt = (at: number) => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const fail = (reason: string, at = pos): never => {
    throw new XmlError(lineAt(at), reason);
  };

  const decode = (text: string, start: number) =>
    text.replace(/&(#x[0-9A-Fa-f]+|#\d+|[A-Za-z]+);|&/g, (m: string, body: string | undefined, offset: number) => {
      const at = start + offset;
      if (!body) return fail('a bare & must be written &amp;', at);
      if (body[0] === '#') {
        const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return fail(`bad character reference ${m}`, at);
        return String.fromCodePoint(code);
      }
      const v = ENTITIES[body];
      return v ?? fail(`unknown entity ${m}`, at);
    });

  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(src);
    if (!m) return fail('a name was expected');
    pos += m[0].length;
    return m[0];
  };
  const skipSpace = () => {
    while (pos < src.length && /\s/.test(src[pos])) pos++;
  };
  /** Comments, processing instructions and whitespace between elements. */
  const skipMisc = (allowText: boolean) => {
    for (;;) {
      if (!allowText) skipSpace();
      if (src.startsWith('<!--', pos)) {
        const end = src.indexOf('-->', pos + 4);
        if (end < 0) fail('unterminated comment');
        pos = end + 3;
      } else if (src.startsWith('<?', pos)) {
        const end = src.indexOf('?>', pos + 2);
        if (end < 0) fail('unterminated processing instruction');
        pos = end + 2;
      } else if (src.startsWith('<!DOCTYPE', pos) || src.startsWith('<!doctype', pos)) {
        fail('DOCTYPE declarations are not accepted');
      } else return;
    }
  };

  const element = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('elements are nested too deeply');
    const start = pos;
    pos++; // '<'
    const el: XmlElement = { name: name(), attrs: {}, children: [], line: lineAt(start) };
    for (;;) {
      skipSpace();
      if (src.startsWith('/>', pos)) {
        pos += 2;
        return el;
      }
      if (src[pos] === '>') {
        pos++;
        break;
      }
      const attr = name();
      skipSpace();
      if (src[pos] !== '=') fail(`attribute ${attr} needs a value`);
      pos++;
      skipSpace();
      const quote = src[pos];
      if (quote !== '"' && quote !== "'") fail(`the value of ${attr} must be quoted`);
      const end = src.indexOf(quote, pos + 1);
      if (end < 0) fail(`unterminated value of ${attr}`);
      const raw = src.slice(pos + 1, end);
      if (raw.includes('<')) fail(`the value of ${attr} contains <`);
      if (attr in el.attrs) fail(`attribute ${attr} appears twice`);
      el.attrs[attr] = decode(raw, pos + 1);
      pos = end + 1;
    }
    for (;;) {
      if (pos >= src.length) fail(`<${el.name}> (line ${el.line}) is never closed`);
      if (src.startsWith('</', pos)) {
        pos += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}> (line ${el.line})`);
        skipSpace();
        if (src[pos] !== '>') fail(`> expected after </${closing}`);
        pos++;
        return el;
      }
      if (src.startsWith('<![CDATA[', pos)) {
        const end = src.indexOf(']]>', pos + 9);
        if (end < 0) fail('unterminated CDATA section');
        el.children.push(src.slice(pos + 9, end));
        pos = end + 3;
      } else if (src.startsWith('<!--', pos) || src.startsWith('<?', pos) || src.startsWith('<!D', pos) || src.startsWith('<!d', pos)) {
        skipMisc(true);
      } else if (src[pos] === '<') {
        el.children.push(element(depth + 1));
      } else {
        const next = src.indexOf('<', pos);
        const end = next < 0 ? src.length : next;
        el.children.push(decode(src.slice(pos, end), pos));
        pos = end;
      }
    }
  };

  if (src.charCodeAt(0) === 0xfeff) pos = 1;
  skipMisc(false);
  if (src[pos] !== '<') fail('the document does not start with an element');
  const root = element(0);
  skipMisc(false);
  if (pos < src.length) fail('content after the root element');
  return root;
}

/** Concatenated text of an element (CDATA and text nodes). */
export const textOf = (el: XmlElement | undefined): string =>
  el ? el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('') : '';

export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

export const childNamed = (el: XmlElement, name: string): XmlElement | undefined => childrenNamed(el, name)[0];

/** The declared encoding of an XML file's first bytes (UTF-8 when absent). */
export function declaredEncoding(head: Buffer): string {
  const m = /^(?:\uFEFF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 200).toString('latin1'));
  return m ? m[1].toLowerCase() : 'utf-8';
}
