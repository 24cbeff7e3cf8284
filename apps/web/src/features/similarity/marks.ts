import type { SourceRegion } from '@verdict/shared';

/** A stretch of one line: its text and the fragment it belongs to (null: no match). */
export interface Segment {
  text: string;
  fragment: number | null;
}

/**
 * One source's lines cut at the fragments' bounds (rows and columns from 0, end column exclusive),
 * so each matching stretch can be coloured by its fragment. Where fragments overlap the first wins.
 */
export function segmentLines(code: string, regions: readonly SourceRegion[]): Segment[][] {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  return lines.map((line, row) => {
    const owner: (number | null)[] = new Array<number | null>(line.length).fill(null);
    regions.forEach((r, i) => {
      if (row < r.startRow || row > r.endRow) return;
      const from = row === r.startRow ? r.startCol : 0;
      const to = row === r.endRow ? Math.min(r.endCol, line.length) : line.length;
      for (let c = from; c < to; c++) if (owner[c] === null) owner[c] = i;
    });
    const out: Segment[] = [];
    for (let c = 0; c < line.length; c++) {
      const last = out[out.length - 1];
      if (last && last.fragment === owner[c]) last.text += line[c];
      else out.push({ text: line[c]!, fragment: owner[c]! });
    }
    return out;
  });
}
