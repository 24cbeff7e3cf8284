import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import type { Extension } from '@uiw/react-codemirror';

/** Syntax highlighting for a judge language name ('C++ With O2', 'Python3', 'Golang'…). */
export function codeLanguageExtension(language: string): Extension {
  const name = language.toLowerCase();
  if (name.startsWith('c++') || name === 'c' || name.startsWith('c ') || name.startsWith('c with')) return cpp();
  if (name.startsWith('java') && !name.startsWith('javascript')) return java();
  if (name.startsWith('python') || name.startsWith('pypy')) return python();
  if (name.startsWith('go')) return go();
  if (name.startsWith('rust')) return rust();
  if (name.startsWith('javascript') || name.startsWith('node')) return javascript();
  return [];
}
