import { describe, expect, it } from 'vitest';
import { segmentLines } from './marks';

describe('segmentLines', () => {
  it('cuts lines at the fragments’ bounds (end column exclusive); the first fragment wins an overlap', () => {
    const code = 'int a;\nint b = a;\n\nreturn b;';
    const lines = segmentLines(code, [
      { startRow: 0, startCol: 4, endRow: 1, endCol: 5 },
      { startRow: 1, startCol: 0, endRow: 3, endCol: 6 },
    ]);
    expect(lines).toEqual([
      [
        { text: 'int ', fragment: null },
        { text: 'a;', fragment: 0 },
      ],
      [
        { text: 'int b', fragment: 0 },
        { text: ' = a;', fragment: 1 },
      ],
      [],
      [
        { text: 'return', fragment: 1 },
        { text: ' b;', fragment: null },
      ],
    ]);
  });
});
