/**
 * The YAML subset Hydro's problem.yaml and testdata/config.yaml use: block mappings and
 * sequences by indentation, `- key: value` items, flow lists `[a, b]` and maps `{a: 1}` of
 * scalars, plain / single- / double-quoted scalars, `|` and `>` blocks, comments. Anchors,
 * aliases and tags are not expanded (read as plain text), so no alias bomb can grow.
 */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

export class YamlError extends Error {
  constructor(readonly line: number, readonly reason: string) {
    super(`line ${line}: ${reason}`);
  }
}

interface Line { indent: number; text: string; no: number }
const MAX_DEPTH = 64;

export function parseYaml(src: string): YamlValue {
  const lines: Line[] = [];
  const raw = src.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [i, full] of raw.entries()) {
    if (/^\s*(---|\.\.\.)\s*$/.test(full)) continue;
    const indentMatch = /^[ \t]*/.exec(full)![0];
    if (indentMatch.includes('\t') && full.trim() !== '') throw new YamlError(i + 1, 'tabs are not allowed for indentation');
    lines.push({ indent: indentMatch.length, text: full.slice(indentMatch.length), no: i + 1 });
  }
  let at = 0;
  const content = (l: Line) => stripComment(l.text).trim() !== '';
  const skipBlank = () => {
    while (at < lines.length && !content(lines[at])) at++;
  };

  const node = (indent: number, depth: number): YamlValue => {
    if (depth > MAX_DEPTH) throw new YamlError(lines[at]?.no ?? 0, 'nested too deeply');
    skipBlank();
    if (at >= lines.length) return null;
    const l = lines[at];
    if (l.indent < indent) return null;
    const text = stripComment(l.text).trim();
    if (text === '-' || text.startsWith('- ')) return seq(l.indent, depth);
    if (keyOf(text)) return map(l.indent, depth);
    at++;
    return scalar(text, l.no);
  };

  const map = (indent: number, depth: number): YamlValue => {
    const out: { [key: string]: YamlValue } = {};
    for (;;) {
      skipBlank();
      if (at >= lines.length) return out;
      const l = lines[at];
      if (l.indent < indent) return out;
      if (l.indent > indent) throw new YamlError(l.no, 'unexpected indentation');
      const text = stripComment(l.text).trim();
      const kv = keyOf(text);
      if (!kv) {
        if (text === '-' || text.startsWith('- ')) return out; // a sequence at the parent key's indentation ends this map
        throw new YamlError(l.no, `"key: value" expected, found "${text.slice(0, 40)}"`);
      }
      at++;
      setKey(out, kv.key, value(kv.rest, l, indent, depth), l.no);
    }
  };

  const seq = (indent: number, depth: number): YamlValue[] => {
    const out: YamlValue[] = [];
    for (;;) {
      skipBlank();
      if (at >= lines.length) return out;
      const l = lines[at];
      const text = stripComment(l.text).trim();
      if (l.indent !== indent || !(text === '-' || text.startsWith('- '))) {
        if (l.indent > indent) throw new YamlError(l.no, 'unexpected indentation');
        return out;
      }
      const rest = l.text.slice(1).replace(/^ +/, '');
      const offset = l.text.length - rest.length;
      if (stripComment(rest).trim() === '') {
        at++;
        skipBlank();
        out.push(at < lines.length && lines[at].indent > indent ? node(lines[at].indent, depth + 1) : null);
      } else if (keyOf(stripComment(rest).trim()) || stripComment(rest).trim().startsWith('- ')) {
        // `- key: v` opens a mapping whose keys line up with `key`: reread this line there.
        lines[at] = { indent: l.indent + offset, text: rest, no: l.no };
        out.push(node(l.indent + offset, depth + 1));
      } else {
        at++;
        out.push(value(stripComment(rest).trim(), l, indent, depth));
      }
    }
  };

  /** The value after `key:` or `- `: inline, a block scalar, or a nested block. */
  const value = (rest: string, l: Line, indent: number, depth: number): YamlValue => {
    if (rest === '') {
      skipBlank();
      if (at >= lines.length) return null;
      const next = lines[at];
      const nextText = stripComment(next.text).trim();
      if (next.indent > indent) return node(next.indent, depth + 1);
      if (next.indent === indent && (nextText === '-' || nextText.startsWith('- '))) return seq(indent, depth + 1);
      return null;
    }
    if (/^[|>][+-]?$/.test(rest)) return blockScalar(rest, indent);
    return scalar(rest, l.no);
  };

  const blockScalar = (style: string, indent: number): string => {
    const body: string[] = [];
    let blockIndent = -1;
    while (at < lines.length) {
      const l = lines[at];
      if (l.text.trim() === '') {
        body.push('');
        at++;
        continue;
      }
      if (l.indent <= indent) break;
      if (blockIndent < 0) blockIndent = l.indent;
      body.push(' '.repeat(Math.max(0, l.indent - blockIndent)) + l.text);
      at++;
    }
    while (body.length && body[body.length - 1] === '') body.pop();
    const text = style.startsWith('>') ? body.join('\n').replace(/([^\n])\n(?=[^\n ])/g, '$1 ') : body.join('\n');
    return style.endsWith('-') ? text : `${text}\n`;
  };

  const result = node(0, 0);
  skipBlank();
  if (at < lines.length) throw new YamlError(lines[at].no, 'unexpected content');
  return result;
}

/** `key: rest` with a plain or quoted key; a colon must be followed by a space or the end. */
function keyOf(text: string): { key: string; rest: string } | null {
  if (text === '-' || text.startsWith('- ') || text.startsWith('[') || text.startsWith('{')) return null;
  let key: string;
  let end: number;
  if (text.startsWith('"') || text.startsWith("'")) {
    const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*:(?:\s|$)/.exec(text);
    if (!m) return null;
    key = String(scalar(m[1], 0));
    end = m[0].length;
  } else {
    const m = /:(?:\s|$)/.exec(text);
    if (!m) return null;
    key = text.slice(0, m.index).trim();
    end = m.index + m[0].length;
    if (key === '') return null;
  }
  return { key, rest: text.slice(end).trim() };
}

/** Keys that would reach Object.prototype are refused rather than assigned. */
function setKey(out: { [key: string]: YamlValue }, key: string, v: YamlValue, no: number): void {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new YamlError(no, `key "${key}" is not allowed`);
  if (Object.prototype.hasOwnProperty.call(out, key)) throw new YamlError(no, `key "${key}" appears twice`);
  out[key] = v;
}

/** Drops a `#` comment that is not inside quotes. */
function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s:[{,-]/.test(text[i - 1])) quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      return text.slice(0, i);
    }
  }
  return text;
}

function scalar(text: string, no: number): YamlValue {
  const t = text.trim();
  if (t.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(t)) throw new YamlError(no, 'unterminated double-quoted string');
    const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', '/': '/', '0': '\0', ' ': ' ' };
    return t.slice(1, -1).replace(/\\(u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|.)/g, (_m, e: string) => {
      if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
      const v = escapes[e];
      if (v === undefined) throw new YamlError(no, `unknown escape \\${e}`);
      return v;
    });
  }
  if (t.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(t)) throw new YamlError(no, 'unterminated single-quoted string');
    return t.slice(1, -1).replace(/''/g, "'");
  }
  if (t.startsWith('[')) {
    if (!t.endsWith(']')) throw new YamlError(no, 'unterminated [ list');
    return splitFlow(t.slice(1, -1), no).map((item) => scalar(item, no));
  }
  if (t.startsWith('{')) {
    if (!t.endsWith('}')) throw new YamlError(no, 'unterminated { map');
    const out: { [key: string]: YamlValue } = {};
    for (const item of splitFlow(t.slice(1, -1), no)) {
      const kv = keyOf(item);
      if (!kv) throw new YamlError(no, `"key: value" expected in { map, found "${item.slice(0, 40)}"`);
      setKey(out, kv.key, scalar(kv.rest, no), no);
    }
    return out;
  }
  if (t === '' || t === '~' || t === 'null' || t === 'Null' || t === 'NULL') return null;
  if (/^(true|True|TRUE)$/.test(t)) return true;
  if (/^(false|False|FALSE)$/.test(t)) return false;
  if (/^[-+]?\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  if (/^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/.test(t)) return Number(t);
  return t;
}

/** Splits flow content on top-level commas, respecting quotes; nested flows are not supported. */
function splitFlow(body: string, no: number): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      cur += c;
      if (c === '\\' && quote === '"') cur += body[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === '[' || c === '{') {
      throw new YamlError(no, 'nested flow collections are not supported');
    } else if (c === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (quote) throw new YamlError(no, 'unterminated string in a flow collection');
  if (cur.trim() !== '') out.push(cur.trim());
  return out.filter((s, i) => s !== '' || i < out.length - 1);
}
