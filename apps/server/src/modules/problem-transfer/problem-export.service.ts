import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import type { HojProblemJson } from './import-hoj';
import { parseExtraFiles, toProblemEntity } from '../problem/problem.mapper';
import type { ProblemService } from '../problem/problem.service';
import { type ZipInput, writeZip } from './zip-writer';

/** Fields of the Problem entity that describe the source site, not the problem. */
const SITE_FIELDS = ['id', 'gid', 'isGroup', 'caseVersion', 'gmtCreate', 'gmtModified', 'applyPublicProgress', 'modifiedUser', 'isRemote'] as const;

/** HOJ zips out: problem export (root) and a problem's test data (admins or its owner). */
export class ProblemExportService {
  constructor(private readonly db: Db, private readonly store: TestdataStore, private readonly problems: ProblemService) {}

  /** `problem_X.json` + `problem_X/` (cases and HOJ's `info`) per problem, X being the display id. */
  async exportZip(pids: number[]): Promise<Buffer> {
    const entries: ZipInput[] = [];
    for (const pid of [...new Set(pids)]) {
      const row = await this.db.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();
      if (!row) throw AppError.notFound('problem.notFound');
      const [cases, languages, tags, templates] = await Promise.all([
        this.caseFiles(pid),
        this.db.selectFrom('problemLanguage').innerJoin('language', 'language.id', 'problemLanguage.lid').select('language.name')
          .where('problemLanguage.pid', '=', pid).orderBy('language.id').execute(),
        this.db.selectFrom('problemTag').innerJoin('tag', 'tag.id', 'problemTag.tid').select('tag.name')
          .where('problemTag.pid', '=', pid).orderBy('tag.id').execute(),
        this.db.selectFrom('codeTemplate').innerJoin('language', 'language.id', 'codeTemplate.lid').select(['language.name', 'codeTemplate.code'])
          .where('codeTemplate.pid', '=', pid).where('codeTemplate.status', '=', 1).orderBy('codeTemplate.id').execute(),
      ]);
      const entity: Record<string, unknown> = { ...toProblemEntity(row) };
      for (const f of SITE_FIELDS) delete entity[f];
      const json: HojProblemJson & { problem: Record<string, unknown> } = {
        problem: entity,
        languages: languages.map((l) => l.name),
        samples: cases.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum })),
        tags: tags.map((t) => t.name),
        codeTemplates: templates.map((t) => ({ language: t.name, code: t.code })),
        judgeMode: row.judgeMode,
        // Unlike HOJ (which wrote judge files into userExtraFile), each map keeps its own files.
        userExtraFile: row.userExtraFile ? parseExtraFiles(row.userExtraFile) : null,
        judgeExtraFile: row.judgeExtraFile ? parseExtraFiles(row.judgeExtraFile) : null,
      };
      const folder = `problem_${row.problemId}`;
      entries.push({ name: `${folder}.json`, data: JSON.stringify(json, null, 2) });
      entries.push({ name: `${folder}/` });
      for (const c of cases) entries.push({ name: `${folder}/${c.input}`, data: c.inputData }, { name: `${folder}/${c.output}`, data: c.outputData });
      entries.push({ name: `${folder}/info`, data: JSON.stringify(infoFile(row.judgeMode, row.judgeCaseMode, row.caseVersion, cases)) });
    }
    return writeZip(entries);
  }

  async testcaseZip(actor: Actor, pid: number): Promise<{ filename: string; data: Buffer }> {
    const row = await this.db.selectFrom('problem').select(['problemId', 'author']).where('id', '=', pid).executeTakeFirst();
    if (!row) throw AppError.notFound('problem.notFound');
    await this.problems.requireTestdataAccess(actor, pid);
    const cases = await this.caseFiles(pid);
    const data = writeZip(cases.flatMap((c) => [{ name: c.input, data: c.inputData }, { name: c.output, data: c.outputData }]));
    return { filename: `problem_${row.problemId}_testcase.zip`, data };
  }

  /** Cases with their bytes; a file name used twice for different data gets its case number in front. */
  private async caseFiles(pid: number) {
    const rows = await this.db.selectFrom('problemCase').selectAll().where('pid', '=', pid).orderBy('seq').orderBy('id').execute();
    const used = new Map<string, string>();
    const nameFor = (name: string, hash: string, seq: number) => {
      const clean = name.replace(/\\/g, '/').split('/').filter((p) => p !== '' && p !== '.' && p !== '..').join('/') || `${seq}`;
      const chosen = used.has(clean) && used.get(clean) !== hash ? `${seq}_${clean.replace(/\//g, '_')}` : clean;
      used.set(chosen, hash);
      return chosen;
    };
    return rows.map((c) => ({
      input: nameFor(c.input, c.inputHash, c.seq), output: nameFor(c.output, c.outputHash, c.seq),
      inputData: readFileSync(this.store.pathOf(c.inputHash)), outputData: readFileSync(this.store.pathOf(c.outputHash)),
      score: c.score, groupNum: c.groupNum,
    }));
  }
}

/** HOJ's `info` file (judge semantics §4.2), so a HOJ judge server can read an export as is. */
function infoFile(mode: string, caseMode: string, version: string, cases: Array<{ input: string; output: string; outputData: Buffer; score: number; groupNum: number }>) {
  const md5 = (b: Buffer | string) => createHash('md5').update(b).digest('hex');
  const subtasks = caseMode === 'subtask_lowest' || caseMode === 'subtask_average';
  return {
    mode, judgeCaseMode: caseMode, version, testCasesSize: cases.length,
    testCases: cases.map((c, i) => {
      const text = c.outputData.toString('utf8');
      return {
        caseId: i + 1, ...(subtasks ? { groupNum: c.groupNum } : {}), score: c.score, inputName: c.input, outputName: c.output,
        ...(mode === 'default' ? {
          outputMd5: md5(c.outputData), outputSize: c.outputData.length,
          allStrippedOutputMd5: md5(text.replace(/\s+/g, '')), EOFStrippedOutputMd5: md5(text.replace(/\s+$/, '')),
        } : {}),
      };
    }),
  };
}
