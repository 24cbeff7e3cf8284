import { describe, expect, it } from 'vitest';
import { firstDifference } from './firstDifference';

describe('firstDifference', () => {
  it('finds the first differing line and column', () => {
    expect(firstDifference('3\n', '3\n')).toBeNull();
    expect(firstDifference('1 2\n3\n', '1 2\n4\n')).toEqual({ line: 2, column: 1 });
    expect(firstDifference('abcd\n', 'abXd\n')).toEqual({ line: 1, column: 3 });
    expect(firstDifference('a\r\nb\r\n', 'a\nb\n')).toBeNull();
  });

  it('a missing or extra line differs where it starts', () => {
    expect(firstDifference('1\n2\n', '1\n')).toEqual({ line: 2, column: 1 });
    expect(firstDifference('1\n', '1\n2\n')).toEqual({ line: 2, column: 1 });
    expect(firstDifference('12\n', '1\n')).toEqual({ line: 1, column: 2 });
    expect(firstDifference('3\n', '')).toEqual({ line: 1, column: 1 });
  });
});
