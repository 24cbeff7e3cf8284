import type { Extension } from '@uiw/react-codemirror';
import { useEffect, useState } from 'react';

/** The CodeMirror language packages, by the name `languageFamily` gives. */
export type LanguageFamily = 'cpp' | 'java' | 'python' | 'go' | 'rust' | 'javascript';

/** Which language package highlights a judge language name ('C++ With O2', 'Python3', 'Golang'…); null: none. */
export function languageFamily(language: string): LanguageFamily | null {
  const name = language.toLowerCase();
  if (name.startsWith('c++') || name === 'c' || name.startsWith('c ') || name.startsWith('c with')) return 'cpp';
  if (name.startsWith('java') && !name.startsWith('javascript')) return 'java';
  if (name.startsWith('python') || name.startsWith('pypy')) return 'python';
  if (name.startsWith('go')) return 'go';
  if (name.startsWith('rust')) return 'rust';
  if (name.startsWith('javascript') || name.startsWith('node')) return 'javascript';
  return null;
}

/**
 * Each package in a chunk of its own, loaded when a language first needs it: together they were
 * about half of the editor's code (the parsers' tables), and a page shows one language at a time
 * (issue 28.11).
 */
const LOADERS: Record<LanguageFamily, () => Promise<Extension>> = {
  cpp: async () => (await import('@codemirror/lang-cpp')).cpp(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  python: async () => (await import('@codemirror/lang-python')).python(),
  go: async () => (await import('@codemirror/lang-go')).go(),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
};

/** No highlighting: one value, so that editors' extension lists stay equal from render to render. */
const PLAIN: Extension = [];
const loaded = new Map<LanguageFamily, Extension>();
const loading = new Map<LanguageFamily, Promise<Extension>>();

/** The language's highlighting, loading its package once; a failed load leaves the code plain (and is tried again next time). */
export function loadCodeLanguage(language: string): Promise<Extension> {
  const family = languageFamily(language);
  if (!family) return Promise.resolve(PLAIN);
  const done = loaded.get(family);
  if (done) return Promise.resolve(done);
  let pending = loading.get(family);
  if (!pending) {
    pending = LOADERS[family]().then(
      (ext) => {
        loaded.set(family, ext);
        return ext;
      },
      () => {
        loading.delete(family);
        return PLAIN;
      },
    );
    loading.set(family, pending);
  }
  return pending;
}

/**
 * Syntax highlighting for a judge language name: plain text until its package has loaded (at
 * once when an earlier editor loaded it), then the language's extension.
 */
export function useCodeLanguage(language: string): Extension {
  const family = languageFamily(language);
  const [ready, setReady] = useState<{ family: LanguageFamily; ext: Extension } | null>(null);
  useEffect(() => {
    if (!family || loaded.has(family)) return;
    let live = true;
    void loadCodeLanguage(language).then((ext) => live && setReady({ family, ext }));
    return () => {
      live = false;
    };
  }, [family, language]);
  if (!family) return PLAIN;
  return loaded.get(family) ?? (ready?.family === family ? ready.ext : PLAIN);
}
