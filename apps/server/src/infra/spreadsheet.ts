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
