import { describe, expect, it } from 'vitest';
import { pickLanguage } from './editorStorage';

describe("the editor's language", () => {
  const list = ['JavaScript Node', 'Rust', 'Python3', 'C++ With O2', 'C++', 'C'];

  it('defaults to C++, not the first (newest) language of the list', () => {
    expect(pickLanguage(list, undefined, undefined)).toBe('C++');
    expect(pickLanguage(['Java', 'C++ With O2', 'C'], undefined, undefined)).toBe('C++ With O2');
    expect(pickLanguage(['Python3', 'Java'], undefined, undefined)).toBe('Python3');
    expect(pickLanguage([], undefined, undefined)).toBe('');
  });

  it("keeps the user's last choice: on this problem first, then anywhere", () => {
    expect(pickLanguage(list, 'Rust', 'Python3')).toBe('Rust');
    expect(pickLanguage(list, undefined, 'Python3')).toBe('Python3');
    // A choice the problem does not offer falls through to the next one.
    expect(pickLanguage(list, 'Java', 'Python3')).toBe('Python3');
    expect(pickLanguage(list, 'Java', 'Golang')).toBe('C++');
  });
});
