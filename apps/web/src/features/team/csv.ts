/**
 * The CSV of teams as the import dialog previews it (pure, unit-tested). The server decides what
 * is imported; the preview only shows what each line will be read as, with the file's line numbers
 * (the server's errors count lines the same way, a header included).
 */

/** Cells of one CSV line: commas, double quotes around a cell, `""` inside quotes. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

export interface CsvTeamRow {
  /** 1-based, in the text as written (a header line counts). */
  line: number;
  name: string;
  organization: string;
  members: string[];
  location: string;
  group: string;
  /** Not 1–5 columns, or no name / no member: the server will refuse it. */
  suspect: boolean;
}

/** The first cells the server takes for a header line (team-batch.service's HEADER). */
const HEADER = /^(team|team ?name|name|队名|队伍名称)$/i;

export const isHeader = (cells: readonly string[]) => HEADER.test(cells[0] ?? '');

/** Members are usernames separated by spaces or semicolons. */
export const splitMembers = (cell: string) => cell.split(/[\s;；]+/).filter(Boolean);

export function previewCsv(text: string): { header: boolean; rows: CsvTeamRow[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let header = false;
  const rows: CsvTeamRow[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const cells = csvCells(raw);
    if (rows.length === 0 && !header && isHeader(cells)) {
      header = true;
      return;
    }
    const [name = '', organization = '', members = '', location = '', group = ''] = cells;
    const memberList = splitMembers(members);
    rows.push({
      line: index + 1,
      name,
      organization,
      members: memberList,
      location,
      group,
      suspect: cells.length > 5 || !name || memberList.length < 1 || memberList.length > 3,
    });
  });
  return { header, rows };
}

export interface GeneratedAccount {
  team: string;
  username: string;
  password: string;
}

/** The generation's answer (`team,username,password`, a header line first) as table rows. */
export function generatedAccounts(csv: string): GeneratedAccount[] {
  return csv
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .map(csvCells)
    .filter((cells, i) => !(i === 0 && cells[0]?.toLowerCase() === 'team' && cells[1]?.toLowerCase() === 'username'))
    .map(([team = '', username = '', password = '']) => ({ team, username, password }));
}
