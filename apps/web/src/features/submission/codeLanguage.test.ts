import { describe, expect, it } from 'vitest';
import { languageFamily, loadCodeLanguage } from './codeLanguage';

describe('the editor’s language packages', () => {
  it('maps each judge language name to the package that highlights it', () => {
    const cases: Array<[string, ReturnType<typeof languageFamily>]> = [
      ['C++', 'cpp'],
      ['C++ With O2', 'cpp'],
      ['C', 'cpp'],
      ['C With O2', 'cpp'],
      ['Java', 'java'],
      ['JavaScript Node', 'javascript'],
      ['Node.js', 'javascript'],
      ['Python3', 'python'],
      ['PyPy3', 'python'],
      ['Golang', 'go'],
      ['Rust', 'rust'],
      ['Pascal', null],
      ['C#', null],
      ['', null],
    ];
    expect(cases.map(([name]) => [name, languageFamily(name)])).toEqual(cases);
  });

  it('loads a package once: later editors get the same extension', async () => {
    const first = await loadCodeLanguage('C++');
    expect(first).not.toEqual([]);
    expect(await loadCodeLanguage('C++ With O2')).toBe(first);
    expect(await loadCodeLanguage('Python3')).not.toBe(first);
  });

  it('leaves a language without a package plain', async () => {
    expect(await loadCodeLanguage('Pascal')).toEqual([]);
  });
});
