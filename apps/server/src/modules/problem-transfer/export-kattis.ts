import type { Readable } from 'node:stream';
import { GROUP_DEPENDENCIES_FILE, KATTIS_FLAGS_FILE } from '@verdict/judge';
import { stringify } from 'yaml';
import { ZipFile } from 'yazl';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { parseExtraFiles } from '../problem/problem.mapper';
import type { ProblemService } from '../problem/problem.service';
import { testlibWrapper } from './export-kattis-validator';

/** The latest Accepted code of `username` for problem `pid` (the submission module's). */
export type AcceptedCode = (pid: number, username: string) => Promise<{ language: string; code: string } | null>;

const EXTENSION: Record<string, string> = {
  C: 'c',
  'C With O2': 'c',
  'C++': 'cpp',
  'C++ With O2': 'cpp',
  Python3: 'py',
  Java: 'java',
  Golang: 'go',
  Rust: 'rs',
  'JavaScript Node': 'js',
};
const FIXED_MTIME = new Date(1980, 0, 1);

interface Entry {
  name: string;
  text?: string;
  file?: string;
}

/**
 * Any problem as a Kattis problem package (legacy format, which every Kattis-format tool reads):
 * problem.yaml, `.timelimit`, the statement as Markdown, data/sample + data/secret (groups with
 * testdata.yaml for scoring problems), the output validator (a testlib checker wrapped to speak the
 * Kattis protocol) and the author's latest accepted submission. It imports back into the same problem.
 */
export class KattisExportService {
  constructor(
    private readonly problems: ProblemService,
    private readonly store: TestdataStore,
    private readonly acceptedCode: AcceptedCode,
  ) {}

  async packageZip(pid: number): Promise<{ filename: string; stream: Readable }> {
    const data = await this.problems.exportData(pid);
    if (!data) throw AppError.notFound('problem.notFound');
    const { row, tags } = data;
    const short = row.problemId.toLowerCase().replace(/[^a-z0-9_-]+/g, '') || `problem${row.id}`;
    const entries: Entry[] = [];
    const put = (name: string, text: string) => entries.push({ name: `${short}/${name}`, text });
    const statement = [row.description, section('Input', row.input), section('Output', row.output), section('Hint', row.hint)]
      .filter((s): s is string => !!s && s.trim() !== '')
      .join('\n\n');
    const lang = /[\u3400-\u9fff]/.test(row.title + statement) ? 'zh' : 'en';
    put(`statement/problem.${lang}.md`, `${statement.trim()}\n`);

    const extra = parseExtraFiles(row.judgeExtraFile);
    const flags = extra[KATTIS_FLAGS_FILE] ?? (row.judgeMode === 'default' ? 'case_sensitive' : '');
    delete extra[KATTIS_FLAGS_FILE];
    // Kattis test groups have no dependencies: the judge's file for them is not a validator file.
    delete extra[GROUP_DEPENDENCIES_FILE];
    const scoring = row.type === 1;
    const interactive = row.judgeMode === 'interactive' || row.judgeMode === 'kattis_interactive';
    const code = row.spjCode?.trim() ? row.spjCode : null;
    let validation = 'default';
    if (code && row.judgeMode !== 'default') {
      validation = `custom${interactive ? ' interactive' : ''}${scoring ? ' score' : ''}`;
      const dir = 'output_validators/validator';
      const ext = row.spjLanguage === 'C' ? 'c' : 'cpp';
      for (const [name, text] of Object.entries(extra)) put(`${dir}/${name}`, text);
      if (row.judgeMode === 'kattis' || row.judgeMode === 'kattis_interactive') put(`${dir}/validator.${ext}`, code);
      else {
        put(`${dir}/checker.inc`, code);
        put(`${dir}/validator.${ext}`, testlibWrapper('checker.inc', interactive));
      }
    }
    const meta: Record<string, unknown> = {
      problem_format_version: 'legacy',
      name: { [lang]: row.title },
      ...(scoring ? { type: 'scoring' } : {}),
      ...(row.source ? { source: row.source } : {}),
      ...(tags.length ? { keywords: tags } : {}),
      limits: { memory: row.memoryLimit },
      validation,
      ...(flags ? { validator_flags: flags } : {}),
    };
    put('problem.yaml', stringify(meta));
    put('.timelimit', `${row.timeLimit / 1000}\n`);
    this.addData(short, data.cases, scoring, row.judgeCaseMode, entries);

    const accepted = await this.acceptedCode(row.id, row.author ?? '');
    const ext = accepted ? EXTENSION[accepted.language] : undefined;
    if (accepted && ext) put(`submissions/accepted/${ext === 'java' ? 'Main' : 'author'}.${ext}`, accepted.code);
    return { filename: `${short}.zip`, stream: zipStream(entries) };
  }

  /** Cases in their judging order (names made to sort that way); a scoring problem's groups as folders. */
  private addData(
    short: string,
    cases: Array<{ input: string; inputHash: string; outputHash: string; score: number; groupNum: number; seq: number }>,
    scoring: boolean,
    caseMode: string,
    entries: Entry[],
  ): void {
    const sorted = [...cases].sort((a, b) => a.seq - b.seq);
    const keyOf = (c: (typeof sorted)[number], i: number) => (caseMode === 'default' ? -i - 1 : c.groupNum);
    const secret = sorted.map((c, i) => ({ c, i })).filter(({ c }) => !c.input.startsWith('sample_'));
    const keys = [...new Set(secret.map(({ c, i }) => keyOf(c, i)))];
    // A package imported here named its cases secret_<group>_<case>: the groups keep their folder names when they still sort in order.
    const named = keys.map((k) => {
      const own = secret.filter(({ c, i }) => keyOf(c, i) === k).map(({ c }) => /^secret_([^_]+)_/.exec(c.input)?.[1] ?? null);
      return own.every((g) => g !== null && g === own[0]) ? own[0] : null;
    });
    const keepNames = named.every((g, k) => g !== null && (k === 0 || named[k - 1]! < g));
    const gw = String(keys.length).length;
    const folderOf = (k: number) => (keepNames ? named[keys.indexOf(k)]! : `g${String(keys.indexOf(k) + 1).padStart(gw, '0')}`);
    const dirOf = sorted.map((c, i) =>
      c.input.startsWith('sample_') ? 'sample' : scoring ? `secret/${folderOf(keyOf(c, i))}` : 'secret',
    );
    const base = (name: string, dir: string) => {
      const stem = name.replace(/\.[^.]*$/, '');
      const prefix = `${dir.replace(/\//g, '_')}_`;
      return stem.startsWith(prefix) ? stem.slice(prefix.length) : stem.replace(/^(sample|secret)_/, '');
    };
    for (const dir of new Set(dirOf)) {
      const members = sorted.map((_, i) => i).filter((i) => dirOf[i] === dir);
      const names = members.map((i) => base(sorted[i].input, dir));
      // Kattis judges a folder's cases in name order: names that would not sort as judged get their position in front.
      const inOrder = names.every((n, k) => k === 0 || names[k - 1] < n);
      const width = String(members.length).length;
      for (const [k, i] of members.entries()) {
        const name = inOrder ? names[k] : `${String(k + 1).padStart(width, '0')}-${names[k]}`.slice(0, 120);
        entries.push(
          { name: `${short}/data/${dir}/${name}.in`, file: this.store.pathOf(sorted[i].inputHash) },
          { name: `${short}/data/${dir}/${name}.ans`, file: this.store.pathOf(sorted[i].outputHash) },
        );
      }
      if (dir.startsWith('secret/')) {
        const scores = members.map((i) => sorted[i].score);
        const config =
          members.length > 1 ? { grader_flags: 'min', accept_score: Math.min(...scores) } : { accept_score: scores[0] };
        entries.push({ name: `${short}/data/${dir}/testdata.yaml`, text: stringify(config) });
      }
    }
    if (!scoring && caseMode === 'default')
      entries.push({ name: `${short}/data/testdata.yaml`, text: stringify({ on_reject: 'continue' }) });
  }
}

const section = (title: string, text: string | null) => (text?.trim() ? `## ${title}\n\n${text.trim()}` : null);

function zipStream(entries: Entry[]): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  zip.on('error', (err: Error) => out.destroy(err));
  for (const e of entries) {
    if (e.file) zip.addFile(e.file, e.name, { mtime: FIXED_MTIME, mode: 0o100644 });
    else zip.addBuffer(Buffer.from(e.text ?? '', 'utf8'), e.name, { mtime: FIXED_MTIME, mode: 0o100644 });
  }
  zip.end();
  return out;
}
