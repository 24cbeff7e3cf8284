import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import type { CaseRow } from '../problem/problem-cases';
import { parseExtraFiles, toProblemEntity } from '../problem/problem.mapper';
import type { ProblemService } from '../problem/problem.service';
import type { HojProblemJson } from './import-hoj';

/** Fields of the Problem entity that describe the source site, not the problem. */
const SITE_FIELDS = [
  'id',
  'gid',
  'isGroup',
  'caseVersion',
  'gmtCreate',
  'gmtModified',
  'applyPublicProgress',
  'modifiedUser',
  'isRemote',
] as const;

/** One zip entry: text made here, or a file of the test-data store streamed from disk. */
type ZipEntry = { name: string; text: string } | { name: string; file: string; size: number } | { name: string; folder: true };

/**
 * HOJ zips out: problem export (root) and a problem's test data (admins or its owner). Everything is
 * looked up first, so a missing problem is a JSON error; then the archive is streamed (yazl, zip64
 * when needed) with the case files read from the store while the reply is being sent.
 */
export class ProblemExportService {
  constructor(
    private readonly problems: ProblemService,
    private readonly store: TestdataStore,
  ) {}

  /** `problem_X.json` + `problem_X/` (cases and HOJ's `info`) per problem, X being the display id. */
  async exportZip(pids: number[]): Promise<Readable> {
    const entries: ZipEntry[] = [];
    for (const pid of [...new Set(pids)]) {
      const data = await this.problems.exportData(pid);
      if (!data) throw AppError.notFound('problem.notFound');
      const { row, languages, tags, templates } = data;
      const cases = this.caseFiles(data.cases);
      const entity: Record<string, unknown> = { ...toProblemEntity(row) };
      for (const f of SITE_FIELDS) delete entity[f];
      const json: HojProblemJson & { problem: Record<string, unknown> } = {
        problem: entity,
        languages,
        samples: cases.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum })),
        tags,
        codeTemplates: templates,
        judgeMode: row.judgeMode,
        // Unlike HOJ (which wrote judge files into userExtraFile), each map keeps its own files.
        userExtraFile: row.userExtraFile ? parseExtraFiles(row.userExtraFile) : null,
        judgeExtraFile: row.judgeExtraFile ? parseExtraFiles(row.judgeExtraFile) : null,
      };
      const folder = `problem_${row.problemId}`;
      entries.push({ name: `${folder}.json`, text: JSON.stringify(json, null, 2) });
      entries.push({ name: `${folder}/`, folder: true });
      for (const c of cases)
        entries.push(
          { name: `${folder}/${c.input}`, file: c.inputFile, size: c.inputSize },
          { name: `${folder}/${c.output}`, file: c.outputFile, size: c.outputSize },
        );
      entries.push({
        name: `${folder}/info`,
        text: JSON.stringify(infoFile(row.judgeMode, row.judgeCaseMode, row.caseVersion, cases)),
      });
    }
    return zipStream(entries);
  }

  async testcaseZip(actor: Actor, pid: number): Promise<{ filename: string; stream: Readable }> {
    const data = await this.problems.exportData(pid);
    if (!data) throw AppError.notFound('problem.notFound');
    await this.problems.requireTestdataAccess(actor, pid);
    const { row } = data;
    const cases = this.caseFiles(data.cases);
    const stream = zipStream(
      cases.flatMap((c) => [
        { name: c.input, file: c.inputFile, size: c.inputSize },
        { name: c.output, file: c.outputFile, size: c.outputSize },
      ]),
    );
    return { filename: `problem_${row.problemId}_testcase.zip`, stream };
  }

  /** Cases with their bytes; a file name used twice for different data gets its case number in front. */
  private caseFiles(rows: CaseRow[]) {
    const used = new Map<string, string>();
    const nameFor = (name: string, hash: string, seq: number) => {
      const clean =
        name
          .replace(/\\/g, '/')
          .split('/')
          .filter((p) => p !== '' && p !== '.' && p !== '..')
          .join('/') || `${seq}`;
      const chosen = used.has(clean) && used.get(clean) !== hash ? `${seq}_${clean.replace(/\//g, '_')}` : clean;
      used.set(chosen, hash);
      return chosen;
    };
    return rows.map((c) => ({
      input: nameFor(c.input, c.inputHash, c.seq),
      output: nameFor(c.output, c.outputHash, c.seq),
      inputFile: this.store.pathOf(c.inputHash),
      outputFile: this.store.pathOf(c.outputHash),
      inputSize: c.inputSize,
      outputSize: c.outputSize,
      score: c.score,
      groupNum: c.groupNum,
    }));
  }
}

const FIXED_MTIME = new Date(1980, 0, 1); // the same problems give the same bytes
const MIN_DEFLATE_BYTES = 1024;

/** A yazl archive of `entries`, produced as the returned stream is read. */
function zipStream(entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  // A store file that vanished mid-export: end the reply instead of leaving it hanging.
  zip.on('error', (err: Error) => out.destroy(err));
  for (const e of entries) {
    if ('folder' in e) zip.addEmptyDirectory(e.name, { mtime: FIXED_MTIME });
    // Deflating a few bytes costs a zlib stream per entry and saves nothing.
    else if ('file' in e)
      zip.addFile(e.file, e.name, { mtime: FIXED_MTIME, mode: 0o100644, compress: e.size >= MIN_DEFLATE_BYTES });
    else zip.addBuffer(Buffer.from(e.text, 'utf8'), e.name, { mtime: FIXED_MTIME, mode: 0o100644 });
  }
  zip.end();
  return out;
}

/** HOJ's `info` file (judge semantics §4.2), so a HOJ judge server can read an export as is. */
function infoFile(
  mode: string,
  caseMode: string,
  version: string,
  cases: Array<{ input: string; output: string; outputFile: string; score: number; groupNum: number }>,
) {
  const md5 = (b: Buffer | string) => createHash('md5').update(b).digest('hex');
  const subtasks = caseMode === 'subtask_lowest' || caseMode === 'subtask_average';
  return {
    mode,
    judgeCaseMode: caseMode,
    version,
    testCasesSize: cases.length,
    testCases: cases.map((c, i) => {
      // One output in memory at a time, only for its digests (default mode only).
      const data = mode === 'default' ? readFileSync(c.outputFile) : null;
      const text = data?.toString('utf8') ?? '';
      return {
        caseId: i + 1,
        ...(subtasks ? { groupNum: c.groupNum } : {}),
        score: c.score,
        inputName: c.input,
        outputName: c.output,
        ...(data
          ? {
              outputMd5: md5(data),
              outputSize: data.length,
              allStrippedOutputMd5: md5(text.replace(/\s+/g, '')),
              EOFStrippedOutputMd5: md5(text.replace(/\s+$/, '')),
            }
          : {}),
      };
    }),
  };
}
