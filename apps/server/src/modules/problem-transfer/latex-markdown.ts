import { unifiedLatexToMdast } from '@unified-latex/unified-latex-to-mdast';
import { parse } from '@unified-latex/unified-latex-util-parse';
import type { Root } from 'mdast';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown } from 'mdast-util-to-markdown';
import { unified } from 'unified';

/**
 * A Polygon statement section (the common LaTeX subset: math, emphasis, lists, tt) as Markdown
 * with `$…$` / `$$…$$` math for KaTeX. Commands the converter does not know keep their text.
 * The kattis reader converts LaTeX too: the two may share one converter later.
 */
export function latexToMarkdown(tex: string): string {
  const tree = parse(tex.replace(/\r\n?/g, '\n'));
  const mdast = unified()
    .use(unifiedLatexToMdast as never)
    .runSync(tree as never) as unknown as Root;
  displayMath(mdast as never);
  return toMarkdown(mdast, { extensions: [mathToMarkdown()], bullet: '-' }).trim();
}

/** The converter writes display math as a `math` code block; KaTeX reads `$$…$$`. */
function displayMath(node: { type: string; lang?: string | null; value?: string; children?: unknown[] }): void {
  if (node.type === 'code' && node.lang === 'math') {
    node.type = 'math';
    delete node.lang;
  }
  for (const child of node.children ?? []) displayMath(child as typeof node);
}
