import { convertToMarkdown } from '@unified-latex/unified-latex-to-mdast';
import { parse } from '@unified-latex/unified-latex-util-parse';

/**
 * A LaTeX statement (a Polygon section, a Kattis problem.tex; the common subset: paragraphs, math,
 * emphasis, lists, tt) as Markdown with `$…$` / `$$…$$` math for KaTeX. Commands the converter
 * does not know keep their text.
 */
export function latexToMarkdown(tex: string): string {
  // A trailing \par makes even a one-paragraph text a paragraph (else its inline parts become blocks).
  const markdown = convertToMarkdown(parse(`${tex.replace(/\r\n?/g, '\n').trimEnd()}\n\n\\par`));
  // The converter writes display math as a `math` code block; KaTeX reads `$$…$$`.
  return markdown.replace(/^```math\n([\s\S]*?)\n```$/gm, (_, body: string) => `$$\n${body}\n$$`).trim();
}
