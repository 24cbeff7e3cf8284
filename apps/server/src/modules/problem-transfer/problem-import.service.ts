import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JudgeStatusCode, type Lang, type ProblemDto, problemDto, translate } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { StoredBlob } from '../../infra/testdata-store';
import type { FileService } from '../file/file.service';
import type { PreparedProblem, ProblemAdminService } from '../problem/problem-admin.service';
import type { ProblemService } from '../problem/problem.service';
import type { TestdataUploads } from '../problem/testdata-uploads';

export interface ImportCase {
  input: string;
  output: string;
  inputBlob: StoredBlob;
  outputBlob: StoredBlob;
  score?: number | null;
  groupNum?: number | null;
}

/** An image or attachment referenced by the statement; written only when the import commits. */
export interface ImportAsset {
  kind: 'img' | 'file';
  /** Random stored name, already used in the rewritten statement. */
  name: string;
  originalName: string;
  data: Buffer;
}

/** One problem read from an import file, before validation. */
export interface ImportCandidate {
  /** Names the source in error messages: a file, or an item of an FPS file. */
  origin: string;
  /** ProblemDTO.problem fields as the format gives them. */
  problem: Record<string, unknown>;
  judgeMode?: string | null;
  cases: ImportCase[];
  /** Local language names; unknown ones are dropped, and none left (or null) means all. */
  languages: string[] | null;
  tags: string[];
  codeTemplates: Array<{ language: string; code: string }>;
  assets: ImportAsset[];
  /** The source has no problem id: the new problem takes its numeric id as display id. */
  autoId: boolean;
  /** False when the source edited its cases as text (HOJ round trip); cases are read from files either way. */
  isUploadCase?: boolean;
  /** A package's own submissions (Kattis `submissions/<verdict>/`, Polygon tagged solutions), judged after the import to verify it (issue 26). */
  submissions?: ImportSubmission[];
  /** A Kattis package without a time limit: verification derives it from the slowest accepted submission. */
  timing?: ImportTiming;
}

/** The format's time multipliers (legacy `time_multiplier` / `time_safety_margin`, 2023-07 on `time_multipliers`). */
export interface ImportTiming {
  acToTimeLimit: number;
  timeLimitToTle: number;
  resolutionMs: number;
}

/** A bundled submission and the outcome its folder or tag promises. */
export interface ImportSubmission {
  /** Where it came from in the package, shown in the verification report: `submissions/accepted/sol.cpp`. */
  origin: string;
  /** A local language name (`C++`, `Python3`, …); submissions in a language the site does not offer are reported as skipped. */
  language: string;
  code: string;
  /** Any of these final statuses passes (Kattis `wrong_answer` → WA; Polygon `rejected` → every non-AC status). */
  expected: JudgeStatusCode[];
  /** For scoring problems: the score must lie in [min, max] (Kattis `expectations`, Polygon points). */
  expectedScore?: { min: number; max: number };
}

/** Takes an imported problem's bundled submissions and judges them (the verification module, through wiring). */
export interface ImportVerifier {
  record(pid: number, submissions: ImportSubmission[], timing?: ImportTiming): Promise<void>;
}

export interface ProblemImportDeps {
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  files: FileService;
  uploads: TestdataUploads;
  verifier?: ImportVerifier;
}

/**
 * The common end of every import: validate every problem exactly as the admin form would
 * (ProblemDTO schema, then ProblemAdminService.prepare), and only then write them all in one
 * transaction. A failure anywhere imports nothing and names the file and field at fault.
 */
export class ProblemImportService {
  constructor(private readonly deps: ProblemImportDeps) {}

  async commit(actor: Actor, lang: Lang, candidates: ImportCandidate[]): Promise<number[]> {
    const staged: string[] = [];
    try {
      return await this.commitStaged(actor, lang, candidates, staged);
    } finally {
      // Saved or not, the staged case lists are done with (a saved problem holds its own).
      for (const token of staged) this.deps.uploads.drop(token);
    }
  }

  private async commitStaged(actor: Actor, lang: Lang, candidates: ImportCandidate[], staged: string[]): Promise<number[]> {
    if (candidates.length === 0) throw AppError.fail('problemBank.importNothing', { reason: 'the file holds no problem' });
    const { problems, problemAdmin, files } = this.deps;
    const lidByName = await problems.localLanguageIds();
    const seen = new Map<string, string>();
    const prepared: Array<{ candidate: ImportCandidate; problem: PreparedProblem }> = [];
    for (const c of candidates) {
      const dto = this.toDto(actor, c, lidByName, staged);
      const id = dto.problem.problemId.toUpperCase();
      if (seen.has(id)) throw AppError.fail('problemBank.importDuplicateId', { file: c.origin, problemId: id });
      seen.set(id, c.origin);
      try {
        prepared.push({ candidate: c, problem: await problemAdmin.prepare(actor, dto) });
      } catch (err) {
        if (err instanceof AppError)
          throw AppError.fail('problemBank.importFile', { file: c.origin, reason: translate(lang, err.key, err.params) });
        throw err;
      }
    }

    const written: string[] = [];
    try {
      for (const { candidate } of prepared) {
        for (const a of candidate.assets) {
          const target = path.join(a.kind === 'img' ? files.imgDir : files.fileDir, a.name);
          await writeFile(target, a.data);
          written.push(target);
        }
      }
      for (const { candidate, problem } of prepared) if (candidate.isUploadCase === false) problem.values.isUploadCase = 0;
      const pids = await problemAdmin.createMany(
        prepared.map(({ candidate, problem }) => ({ problem, autoId: candidate.autoId })),
      );
      // The images and attachments belong to the importing admin.
      await files.recordImported(
        actor,
        prepared.flatMap(({ candidate }) => candidate.assets),
      );
      await this.verify(pids, prepared);
      return pids;
    } catch (err) {
      await Promise.all(written.map((f) => unlink(f).catch(() => undefined)));
      throw err;
    }
  }

  /** The bundled submissions go to verification once their problems exist (rows only: judging runs afterwards). */
  private async verify(pids: number[], prepared: Array<{ candidate: ImportCandidate }>): Promise<void> {
    const { verifier } = this.deps;
    if (!verifier) return;
    for (const [i, { candidate }] of prepared.entries()) {
      if (candidate.submissions?.length) await verifier.record(pids[i], candidate.submissions, candidate.timing);
    }
  }

  private toDto(actor: Actor, c: ImportCandidate, lidByName: Map<string, number>, staged: string[]): ProblemDto {
    const known = (c.languages ?? []).filter((name) => lidByName.has(name));
    const languages = known.length > 0 ? [...new Set(known)] : [...lidByName.keys()];
    const problemId = c.autoId ? `IMPORT_${randomBytes(8).toString('hex')}` : c.problem.problemId;
    const cases = c.cases.map((k) => ({
      input: k.input,
      output: k.output,
      inputHash: k.inputBlob.hash,
      inputSize: k.inputBlob.size,
      outputHash: k.outputBlob.hash,
      outputSize: k.outputBlob.size,
    }));
    const uploadTestcaseDir = cases.length > 0 ? this.deps.uploads.stage(actor.uid, cases) : null;
    if (uploadTestcaseDir) staged.push(uploadTestcaseDir);
    const input = {
      // An import lands in the public bank: ids, groups and bookkeeping of the source are dropped.
      problem: { ...c.problem, problemId, id: undefined, gid: undefined, isUploadCase: true },
      samples: c.cases.map((k) => ({ input: k.input, output: k.output, score: k.score ?? null, groupNum: k.groupNum ?? null })),
      isUploadTestCase: true,
      uploadTestcaseDir,
      judgeMode: c.judgeMode ?? null,
      languages: languages.map((name) => ({ name })),
      tags: [...new Set(c.tags.map((t) => t.trim()).filter((t) => t !== ''))].map((name) => ({ name })),
      codeTemplates: c.codeTemplates
        .filter((t) => languages.includes(t.language))
        .map((t) => ({ lid: lidByName.get(t.language)!, code: t.code, status: true })),
    };
    const parsed = problemDto.safeParse(input);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw AppError.fail('problemBank.importField', {
      file: c.origin,
      field: issue.path.join('.') || 'problem',
      reason: issue.message,
    });
  }
}
