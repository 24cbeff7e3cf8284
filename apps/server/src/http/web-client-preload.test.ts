import { describe, expect, it } from 'vitest';
import { preloadLinks } from './web-client-preload';

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
  'src/features/problem/ProblemEditorPanel.tsx': { file: 'assets/ProblemEditorPanel-X.js', imports: ['index.html'] },
};

describe('the HTML names a page’s chunks', () => {
  it('lists the problem page’s chunk and its static imports once each, its styles as preloads, never the entry', () => {
    expect(preloadLinks(manifest, '/problem/1000')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProblemPage-P.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/Markdown-katex-M.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-C.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/ProblemPage-P.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/Markdown-M.css" />',
    ]);
    expect(preloadLinks(manifest, '/problem/P%201/')).toHaveLength(5);
  });

  it('leaves the editor out: it loads after the statement', () => {
    expect(preloadLinks(manifest, '/problem/1000').join('\n')).not.toContain('ProblemEditorPanel');
  });

  it('names nothing for other pages, nor without a manifest (a dev tree)', () => {
    for (const url of ['/', '/home', '/problem', '/problem/', '/problem/1000/edit', '/contest/1/problem/A'])
      expect([url, preloadLinks(manifest, url)]).toEqual([url, []]);
    expect(preloadLinks({}, '/problem/1000')).toEqual([]);
  });
});
