import { describe, expect, it } from 'vitest';
import { catalogueFor, preloadLinks } from './web-client-preload';

// The shape Vite writes: the entry (index.html), the problem page's chunk with shared and CSS-carrying imports.
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, css: ['assets/index-E.css'], imports: [] },
  'src/features/problem/ProblemPage.tsx': {
    file: 'assets/ProblemPage-P.js',
    imports: ['index.html', '_Markdown-M.js', '_card-C.js'],
    css: ['assets/ProblemPage-P.css'],
  },
  '_Markdown-M.js': { file: 'assets/Markdown-katex-M.js', imports: ['index.html', '_card-C.js'], css: ['assets/Markdown-M.css'] },
  '_card-C.js': { file: 'assets/card-C.js', imports: ['index.html'] },
  'src/features/problem/ProblemEditorPanel.tsx': {
    file: 'assets/ProblemEditorPanel-X.js',
    imports: ['index.html', '_card-C.js', '_cm.js'],
  },
  '_cm.js': { file: 'assets/codemirror-X.js', imports: ['index.html'] },
};

describe('the HTML names a page’s chunks', () => {
  it('names the texts of the language the client will show first, the problem page’s chunks after them', () => {
    const withTexts = {
      ...manifest,
      'src/locales/catalogue.zh-CN.ts': { file: 'assets/catalogue.zh-CN-Z.js' },
      'src/locales/catalogue.en.ts': { file: 'assets/catalogue.en-E.js' },
    };
    const first = (request: Parameters<typeof preloadLinks>[1]) => preloadLinks(withTexts, request)[0];
    expect(first({ path: '/problem/1000' })).toBe('<link rel="modulepreload" crossorigin href="/assets/catalogue.zh-CN-Z.js" />');
    expect(first({ path: '/problem/1000', acceptLanguage: 'en-US,en;q=0.9' })).toContain('catalogue.en-E.js');
    expect(first({ path: '/problem/1000', search: 'l=zh-cn', acceptLanguage: 'en-US' })).toContain('catalogue.zh-CN-Z.js');
    expect(preloadLinks(withTexts, { path: '/problem/1000' })[1]).toContain('ProblemPage-P.js');
    expect(preloadLinks(withTexts, { path: '/home' })).toEqual([]);
  });

  it('names the rest of the texts after the first ones (the client loads them with every screen but the home page)', () => {
    const withTexts = {
      ...manifest,
      'src/locales/catalogue.en.ts': { file: 'assets/catalogue.en-E.js' },
      'src/locales/catalogue.en.rest.ts': { file: 'assets/catalogue.en.rest-R.js' },
    };
    expect(preloadLinks(withTexts, { path: '/problem/1000', search: 'l=en' }).slice(0, 3)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/catalogue.en-E.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/catalogue.en.rest-R.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/ProblemPage-P.js" />',
    ]);
  });

  it('guesses the language as the client decides it: ?l= first, then the browser’s language, else zh-CN', () => {
    expect(catalogueFor('', undefined)).toBe('src/locales/catalogue.zh-CN.ts');
    expect(catalogueFor('', 'zh-TW,zh;q=0.9')).toBe('src/locales/catalogue.zh-CN.ts');
    expect(catalogueFor('', 'fr-FR,fr;q=0.9')).toBe('src/locales/catalogue.en.ts');
    expect(catalogueFor('l=en', 'zh-CN')).toBe('src/locales/catalogue.en.ts');
    expect(catalogueFor('l=ZH-CN', 'en')).toBe('src/locales/catalogue.zh-CN.ts');
  });

  it('lists the problem page’s chunk and its static imports once each, its styles as preloads, never the entry', () => {
    expect(preloadLinks(manifest, { path: '/problem/1000' })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProblemPage-P.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/Markdown-katex-M.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-C.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/ProblemPage-P.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/Markdown-M.css" />',
      '<meta name="verdict-preload-later" content="/assets/ProblemEditorPanel-X.js /assets/codemirror-X.js" />',
    ]);
    expect(preloadLinks(manifest, { path: '/problem/P%201/' })).toHaveLength(6);
  });

  it('names the editor’s chunks only for later, without those the statement already loads', () => {
    const tags = preloadLinks(manifest, { path: '/problem/1000' });
    expect(tags.filter((tag) => tag.includes('ProblemEditorPanel') || tag.includes('codemirror'))).toEqual([tags[5]]);
    expect(tags[5]).not.toContain('card-C');
  });

  it('finds the page’s chunk by its name when Rollup gave it no facade (Vite then keys it by its file)', () => {
    const { 'src/features/problem/ProblemPage.tsx': page, ...rest } = manifest;
    const byFile = { ...rest, '_ProblemPage-P.js': { ...page, name: 'ProblemPage', isDynamicEntry: true } };
    expect(preloadLinks(byFile, { path: '/problem/1000' })).toEqual(preloadLinks(manifest, { path: '/problem/1000' }));
  });

  it('names the chunk of antd’s ConfigProvider the page renders in, after the page’s own', () => {
    const withConfig = {
      ...manifest,
      'src/lib/AntdConfig.tsx': { file: 'assets/AntdConfig-A.js', isDynamicEntry: true, imports: ['index.html', '_card-C.js'] },
    };
    const tags = preloadLinks(withConfig, { path: '/problem/1000' });
    expect(tags.slice(0, 4)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProblemPage-P.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/Markdown-katex-M.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-C.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/AntdConfig-A.js" />',
    ]);
    expect(tags.filter((tag) => tag.includes('card-C'))).toHaveLength(1);
  });

  it('names nothing for other pages, nor without a manifest (a dev tree)', () => {
    for (const url of ['/', '/home', '/problem', '/problem/', '/problem/1000/edit', '/contest/1/problem/A'])
      expect([url, preloadLinks(manifest, { path: url })]).toEqual([url, []]);
    expect(preloadLinks({}, { path: '/problem/1000' })).toEqual([]);
  });
});
