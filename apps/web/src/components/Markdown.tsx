import 'katex/dist/katex.min.css';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/**
 * User-written markdown (signatures, announcements). Raw HTML is never parsed (no rehype-raw),
 * so `<script>` and inline handlers render as text, and react-markdown's default URL filter
 * drops `javascript:` links: script injection has no way in.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="markdown-body">
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={[rehypeKatex]}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
