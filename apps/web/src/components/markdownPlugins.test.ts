import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './Markdown';
import { isPdfHref, normalizeMathDelimiters, type HtmlToHast } from './markdownPlugins';

const labels = { open: 'Open', download: 'Download' };
/** What the app has without a DOM: no sanitiser, so HTML must stay text. */
const noDom: HtmlToHast = () => null;
const render = (source: string, htmlToHast: HtmlToHast = noDom) =>
  renderToStaticMarkup(createElement(MarkdownView, { source, pdfLabels: labels, htmlToHast }));

describe('normalizeMathDelimiters', () => {
  it('turns \\( \\) into $ and \\[ \\] into a $$ block', () => {
    expect(normalizeMathDelimiters('a \\( x^2 \\) b')).toBe('a $x^2$ b');
    expect(normalizeMathDelimiters('see \\[ \\sum_i a_i \\] end')).toBe('see \n$$\n\\sum_i a_i\n$$\n end');
    expect(normalizeMathDelimiters('\\[\na\n\\]')).toBe('\n$$\na\n$$\n');
  });

  it('keeps $ and $$ and makes a lone $$…$$ line display math', () => {
    expect(normalizeMathDelimiters('$a$ and $$b$$ inline')).toBe('$a$ and $$b$$ inline');
    expect(normalizeMathDelimiters('$$ x+y $$')).toBe('$$\nx+y\n$$');
  });

  it('leaves code spans and fenced code alone', () => {
    expect(normalizeMathDelimiters('`\\(a\\)` and \\(b\\)')).toBe('`\\(a\\)` and $b$');
    expect(normalizeMathDelimiters('``x `\\[y\\]` z``')).toBe('``x `\\[y\\]` z``');
    const fenced = '```cpp\nprintf("\\(x\\)");\n```\n\\(y\\)';
    expect(normalizeMathDelimiters(fenced)).toBe('```cpp\nprintf("\\(x\\)");\n```\n$y$');
    const tilde = '~~~~\n\\[a\\]\n~~~\nstill code \\(b\\)\n~~~~\n\\(c\\)';
    expect(normalizeMathDelimiters(tilde)).toBe('~~~~\n\\[a\\]\n~~~\nstill code \\(b\\)\n~~~~\n$c$');
  });

  it('keeps an escaped backslash before a bracket', () => {
    expect(normalizeMathDelimiters('path \\\\[x] here')).toBe('path \\\\[x] here');
  });
});

describe('MarkdownView', () => {
  it('renders all four math delimiters with KaTeX', () => {
    const html = render('a $x$ b $$y$$ c \\(z\\)\n\n\\[w\\]');
    expect(html.match(/class="katex"/g)?.length).toBe(4);
    expect(html).toContain('katex-display');
    expect(html).not.toContain('\\(');
  });

  it('does not execute raw HTML without a sanitiser: tags are text', () => {
    const html = render('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="#" onclick="x()">y</a>');
    expect(html).not.toMatch(/<script|<img|onerror="|onclick="/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: URLs in links and images', () => {
    const html = render('[x](javascript:alert(1)) ![i](javascript:alert(2))');
    expect(html).not.toContain('javascript:');
  });

  it('lets only what the sanitiser returns through', () => {
    // A stand-in for DOMPurify: keeps <b>, drops everything else.
    const onlyBold: HtmlToHast = (raw) => (raw.startsWith('<b>') ? [{ type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value: 'ok' }] }] : []);
    const html = render('<b>ok</b>\n\n<script>alert(1)</script>', onlyBold);
    expect(html).toContain('<b>ok</b>');
    expect(html).not.toMatch(/script/i);
  });

  it('shows a PDF link as a file card with an 800 px viewer', () => {
    const html = render('Read [the statement](/api/public/file/a.pdf) first.\n\n[site](https://x.org/page)');
    expect(html).toContain('class="md-pdf"');
    expect(html).toMatch(/<iframe[^>]*src="\/api\/public\/file\/a.pdf"[^>]*height="800"|<iframe[^>]*height="800"[^>]*src="\/api\/public\/file\/a.pdf"/);
    expect(html).toContain('the statement');
    expect(html).not.toMatch(/<p>[^]*class="md-pdf"/);
    expect(html).toContain('<a href="https://x.org/page">site</a>');
  });
});

describe('isPdfHref', () => {
  it('accepts http(s) and relative PDF links only', () => {
    expect(isPdfHref('/file/x.PDF')).toBe(true);
    expect(isPdfHref('https://a.b/x.pdf?dl=1')).toBe(true);
    expect(isPdfHref('x.pdf#page=2')).toBe(true);
    expect(isPdfHref('javascript:alert(1)//.pdf')).toBe(false);
    expect(isPdfHref('data:application/pdf;base64,xx.pdf')).toBe(false);
    expect(isPdfHref('/file/x.pdfx')).toBe(false);
    expect(isPdfHref(undefined)).toBe(false);
  });
});
