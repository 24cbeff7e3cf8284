import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './Markdown';
import { isOwnFile, isPdfHref, normalizeMathDelimiters, type HtmlToHast } from './markdownPlugins';

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
    const onlyBold: HtmlToHast = (raw) =>
      raw.startsWith('<b>') ? [{ type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value: 'ok' }] }] : [];
    const html = render('<b>ok</b>\n\n<script>alert(1)</script>', onlyBold);
    expect(html).toContain('<b>ok</b>');
    expect(html).not.toMatch(/script/i);
  });

  it('shows a PDF link as a file card with an 800 px viewer', () => {
    const html = render('Read [the statement](/api/public/file/a.pdf) first.\n\n[site](https://x.org/page)');
    expect(html).toContain('class="md-pdf"');
    expect(html).toMatch(
      /<iframe[^>]*src="\/api\/public\/file\/a.pdf"[^>]*height="800"|<iframe[^>]*height="800"[^>]*src="\/api\/public\/file\/a.pdf"/,
    );
    expect(html).toContain('the statement');
    expect(html).not.toMatch(/<p>[^]*class="md-pdf"/);
    expect(html).toContain('<a href="https://x.org/page">site</a>');
  });

  it('links an external PDF in a new tab and never embeds it', () => {
    const html = render('See [the paper](https://evil.example/paper.pdf).');
    expect(html).toContain('class="md-pdf md-pdf-external"');
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(
      /<a class="md-pdf-name" href="https:\/\/evil.example\/paper.pdf" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toMatch(
      /<a class="md-pdf-open" href="https:\/\/evil.example\/paper.pdf" target="_blank" rel="noopener noreferrer">Open<\/a>/,
    );
    expect(html).toContain('evil.example');
  });

  it('embeds our own PDF given by its absolute URL on this site only', () => {
    const source = '[a](https://oj.example/api/public/file/a.pdf)';
    const own = renderToStaticMarkup(
      createElement(MarkdownView, { source, pdfLabels: labels, htmlToHast: noDom, siteOrigin: 'https://oj.example' }),
    );
    expect(own).toContain('<iframe');
    const elsewhere = renderToStaticMarkup(
      createElement(MarkdownView, { source, pdfLabels: labels, htmlToHast: noDom, siteOrigin: 'https://other.example' }),
    );
    expect(elsewhere).not.toContain('<iframe');
  });
});

describe('isOwnFile', () => {
  const site = 'https://oj.example';
  it('accepts files this site serves under /api/public/', () => {
    expect(isOwnFile('/api/public/file/a.pdf', site)).toBe(true);
    expect(isOwnFile('  /api/public/file/a.pdf?x=1#page=2', site)).toBe(true);
    expect(isOwnFile('https://oj.example/api/public/file/a.pdf', site)).toBe(true);
  });

  it('refuses other hosts, other paths and tricks that leave /api/public/', () => {
    expect(isOwnFile('https://evil.example/api/public/file/a.pdf', site)).toBe(false);
    expect(isOwnFile('//evil.example/api/public/file/a.pdf', site)).toBe(false);
    expect(isOwnFile('/\\evil.example/api/public/file/a.pdf', site)).toBe(false);
    expect(isOwnFile('http://oj.example/api/public/file/a.pdf', site)).toBe(false);
    expect(isOwnFile('https://oj.example:8443/api/public/file/a.pdf', site)).toBe(false);
    expect(isOwnFile('/api/public/../../etc/a.pdf', site)).toBe(false);
    expect(isOwnFile('/api/public/%2e%2e/x/a.pdf', site)).toBe(false);
    expect(isOwnFile('/api/publicity/a.pdf', site)).toBe(false);
    expect(isOwnFile('/files/a.pdf', site)).toBe(false);
    expect(isOwnFile('a.pdf', site)).toBe(false);
    expect(isOwnFile('http://[bad/a.pdf', site)).toBe(false);
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
