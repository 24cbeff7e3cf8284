import path from 'node:path';
import { assetUrl, fileError, imageAsset } from './import-common';
import type { PackageFiles } from './import-kattis-files';
import { latexToMarkdown } from './latex-markdown';
import type { ImportAsset } from './problem-import.service';

export interface KattisStatement {
  lang: string;
  /** The problem name given in the statement (`\problemname{…}`), if any. */
  name: string | null;
  markdown: string;
  assets: ImportAsset[];
}

/** Statement languages in the order Verdict prefers them (zh-CN is its default). */
const PREFERRED = ['zh', 'zh-cn', 'cn', 'en'];

/**
 * The statement in one language: `statement/problem.<lang>.md` as is, or `.tex` in `statement/` or
 * (legacy) `problem_statement/` converted to Markdown with KaTeX math for the common subset.
 * Images it shows become stored images; null when the package has no statement.
 */
export async function readKattisStatement(pkg: PackageFiles): Promise<KattisStatement | null> {
  const found = pkg.paths
    .map((p) => /^(statement|problem_statement)\/problem(?:\.([A-Za-z-]+))?\.(md|tex)$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: m[0], dir: m[1], lang: (m[2] ?? 'en').toLowerCase(), kind: m[3] }));
  if (found.length === 0) return null;
  const rank = (s: (typeof found)[number]) => {
    const i = PREFERRED.indexOf(s.lang);
    return (i < 0 ? PREFERRED.length : i) * 2 + (s.kind === 'md' ? 0 : 1);
  };
  const pick = found.sort((a, b) => rank(a) - rank(b))[0];
  const source = await pkg.text(pick.file);
  let name: string | null = null;
  let markdown = source;
  if (pick.kind === 'tex') {
    const converted = kattisLatexToMarkdown(source);
    name = converted.name;
    markdown = converted.markdown;
  }
  const assets: ImportAsset[] = [];
  const seen = new Map<string, string>();
  markdown = await replaceImages(markdown, async (ref) => {
    if (/^[a-z]+:/i.test(ref) || ref.startsWith('/')) return null;
    let file = path.posix.normalize(path.posix.join(pick.dir, ref));
    if (!pkg.has(file)) file = [file, ...['.png', '.jpg', '.jpeg', '.gif'].map((e) => file + e)].find((f) => pkg.has(f)) ?? file;
    if (!pkg.has(file)) throw fileError(pkg.name(pick.file), `shows the image "${ref}", which is not in the package`);
    if (!seen.has(file)) {
      const asset = await imageAsset(pkg.name(file), path.posix.basename(file), await pkg.bytes(file));
      assets.push(asset);
      seen.set(file, assetUrl(asset));
    }
    return seen.get(file)!;
  });
  return { lang: pick.lang, name, markdown: markdown.trim(), assets };
}

/** A Kattis LaTeX statement → Markdown: the format's own macros first, then the shared converter. */
export function kattisLatexToMarkdown(tex: string): { name: string | null; markdown: string } {
  const name = /\\problemname\{([^{}]*)\}/.exec(tex)?.[1]?.trim() ?? null;
  const prepared = tex
    .replace(/\\problemname\{[^{}]*\}/g, '')
    // The format's own macros: an illustration is an image with a caption.
    .replace(/\\illustration\{[^{}]*\}\{([^{}]*)\}\{([^{}]*)\}/g, '\n\n\\includegraphics{$1}\n\n\\emph{$2}\n\n')
    .replace(/\\(?:sampletable|sampletableinteractive)\b[^\n]*/g, '');
  return { name, markdown: latexToMarkdown(prepared) };
}

/** Markdown image references `![alt](ref)`, replaced one after another (null keeps the reference). */
async function replaceImages(md: string, fn: (ref: string) => Promise<string | null>): Promise<string> {
  let out = '';
  let last = 0;
  for (const m of md.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(\s+"[^"]*")?\s*\)/g)) {
    const url = await fn(decodeRef(m[2]));
    out += md.slice(last, m.index) + (url === null ? m[0] : `![${m[1]}](${url})`);
    last = m.index + m[0].length;
  }
  return out + md.slice(last);
}

const decodeRef = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
