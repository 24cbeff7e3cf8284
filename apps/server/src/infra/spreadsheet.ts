import { parse } from 'csv-parse/sync';
/**
 * Spreadsheet cells that cannot run (CSV/formula injection, OWASP): text starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is read as a formula by Excel, LibreOffice and Sheets, so
 * it gets a leading `'`. Numbers — and text that is exactly a number, such as a rank or a
 * penalty — stay as they are: a spreadsheet reads them as numbers, never as formulas.
 */
export function spreadsheetCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV line (RFC 4180 quoting) of neutralised cells. */
export const csvLine = (cells: Array<string | number>) => cells.map((c) => csvQuote(spreadsheetCell(c))).join(',');

const csvQuote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A CSV file that does not parse: the line it broke on and csv-parse's reason. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * The records of a CSV text (RFC 4180 quoting, a BOM dropped, cells trimmed, blank lines skipped),
 * each with the line it ends on: its line, unless a quoted cell spans lines. Throws CsvError.
 */
export function readCsv(text: string): Array<{ cells: string[]; line: number }> {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{
      record: string[];
      info: { lines: number };
    }>;
    return records.map((r) => ({ cells: r.record, line: r.info.lines }));
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    throw new CsvError(e.lines ?? 1, (e.message ?? 'bad CSV').replace(/^Invalid [^:]*:\s*/, ''));
  }
}
