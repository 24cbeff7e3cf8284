import 'katex/dist/katex.min.css';
import './markdown.css';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { normalizeMathDelimiters, rehypePdfCards, rehypeSafeHtml, type HtmlToHast, type PdfLabels } from './markdownPlugins';
import { sanitizedHtmlToHast } from './sanitizeHtml';

export interface MarkdownViewProps {
  source: string;
  pdfLabels: PdfLabels;
  /** How raw HTML becomes nodes; DOMPurify in the app, anything DOM-free in tests. */
  htmlToHast: HtmlToHast;
  /** The page's origin: PDFs it serves under /api/public/ are embedded, others only linked. */
  siteOrigin?: string;
}

/**
 * The renderer without hooks, so node tests render it to a string. Math: `$`, `$$`, `\[ \]`,
 * `\( \)`. Raw HTML only after sanitising; react-markdown's URL filter drops `javascript:` links.
 */
export function MarkdownView({ source, pdfLabels, htmlToHast, siteOrigin }: MarkdownViewProps) {
  const rehypePlugins = useMemo<NonNullable<Options['rehypePlugins']>>(
    () => [[rehypeSafeHtml, { toHast: htmlToHast }], [rehypePdfCards, { labels: pdfLabels, siteOrigin }], rehypeKatex],
    [htmlToHast, pdfLabels, siteOrigin],
  );
  const text = useMemo(() => normalizeMathDelimiters(source), [source]);
  return (
    <div className="markdown-body">
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={rehypePlugins}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

/**
 * User-written markdown: statements, signatures, announcements. Drawn again only when its text (or
 * the language) changes: parsing and typesetting the math is the costly part of a statement, and a
 * page re-renders for unrelated reasons (the problem page does when its editor arrives, issue 28.11).
 */
export const Markdown = memo(function Markdown({ source }: { source: string }) {
  const { t } = useTranslation('problemBank');
  const pdfLabels = useMemo(() => ({ open: t('markdown.pdfOpen'), download: t('markdown.pdfDownload') }), [t]);
  return (
    <MarkdownView source={source} pdfLabels={pdfLabels} htmlToHast={sanitizedHtmlToHast} siteOrigin={window.location.origin} />
  );
});
