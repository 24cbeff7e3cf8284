/** Where two texts first differ, 1-based; null when they are equal. */
export interface Difference {
  line: number;
  column: number;
}

/**
 * The first place the program's output leaves the expected answer, line by line (CR before LF
 * ignored, as the judge compares LF-normalised data). A missing line differs at column 1.
 */
export function firstDifference(expected: string, output: string): Difference | null {
  const a = expected.replace(/\r\n/g, '\n').split('\n');
  const b = output.replace(/\r\n/g, '\n').split('\n');
  const lines = Math.max(a.length, b.length);
  for (let i = 0; i < lines; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined || y === undefined) return { line: i + 1, column: 1 };
    let c = 0;
    while (c < x.length && c < y.length && x[c] === y[c]) c++;
    return { line: i + 1, column: c + 1 };
  }
  return null;
}
