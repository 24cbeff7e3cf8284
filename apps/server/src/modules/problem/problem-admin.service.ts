import { createHash, randomBytes } from 'node:crypto';
import {
  type Page,
  type ProblemCaseRow,
  type ProblemDto,
  type ProblemEntity,
  ProblemType,
  REMOTE_OJS,
  toPage,
} from '@verdict/shared';
import type { Db } from '../../db/database';
import { fromBool, toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { type RemoteProblemInput, saveRemoteProblem } from './remote-problem';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type PlannedCase, caseSignature, computeIoScore, effectiveCaseMode, planCases } from './problem-cases';
import type { ProblemChildren } from './problem-parts.repository';
import type { AdminProblemFilter, ProblemRepository, ProblemValues } from './problem.repository';
import type { ProblemService } from './problem.service';
import type { TestdataUploads } from './testdata-uploads';

/** A validated new problem, ready to insert. */
export interface PreparedProblem {
  values: ProblemValues;
  /** The creating (or importing) user: the one non-admin who may still download its test data. */
  ownerUid: string;
  dto: ProblemDto;
  cases: PlannedCase[];
  languageIds: number[];
}

/** What owns rows that point at a problem (its submissions): cleared before the problem goes. */
export interface ProblemDependents {
  deleteForProblem(pid: number): Promise<void>;
}

export interface ProblemAdminDeps {
  repo: ProblemRepository;
  store: TestdataStore;
  uploads: TestdataUploads;
  dependents: ProblemDependents;
  /** Who manages a problem and the one mapper that keeps checkers and judge-only files for them. */
  problems: ProblemService;
}

/** Admin side of problems: save with test data, read back, delete (contract §2.12). */
export class ProblemAdminService {
  constructor(private readonly deps: ProblemAdminDeps) {}

  /** Problems of the admin list and the contest and training pickers; checkers and judge-only files only of those the caller manages. */
  async list(actor: Actor, q: AdminProblemFilter): Promise<Page<ProblemEntity>> {
    const { records, total } = await this.deps.repo.listAdmin(q);
    return toPage(await this.deps.problems.entitiesFor(actor, records), total, q.currentPage, q.limit);
  }

  hasAny = () => this.deps.repo.hasAny();

  /** The language table follows the judge package's languages (run at every start). */
  syncLanguages = () => this.deps.repo.syncLocalLanguages();

  /** Any admin reads a problem; its checker and judge-only files only its managers. */
  async get(actor: Actor, pid: number): Promise<ProblemEntity> {
    return this.deps.problems.entityFor(actor, await this.require(pid));
  }

  /** The test cases (hidden data): the problem's managers only. */
  async cases(actor: Actor, pid: number, isUpload: boolean | undefined): Promise<ProblemCaseRow[]> {
    const problem = await this.require(pid);
    await this.deps.problems.requireManager(actor, problem);
    const rows = await this.deps.repo.cases(pid);
    // Hand-entered cases are edited as text, uploaded ones as file names (HOJ stores them so).
    const asText = !(isUpload ?? toBool(problem.isUploadCase));
    return rows.map((c) => ({
      id: c.id,
      pid: c.pid,
      score: c.score,
      groupNum: c.groupNum,
      status: c.status,
      input: asText ? this.deps.store.readText(c.inputHash) : c.input,
      output: asText ? this.deps.store.readText(c.outputHash) : c.output,
    }));
  }

  async create(actor: Actor, dto: ProblemDto): Promise<number> {
    const prepared = await this.prepare(actor, dto);
    const pid = await this.deps.repo
      .transaction((trx) => this.insertPrepared(trx, prepared))
      .catch((err: unknown) => this.explainClash(err, [prepared.values.problemId], null));
    // Its cases count with the problem now, no longer as a pending upload.
    this.deps.uploads.drop(dto.uploadTestcaseDir);
    return pid;
  }

  /**
   * Writes prepared problems in one transaction (an import is all or nothing). Problems whose
   * source had no id take their numeric id as display id, unless an older problem uses it.
   */
  async createMany(items: Array<{ problem: PreparedProblem; autoId: boolean }>): Promise<number[]> {
    const pids = await this.deps.repo
      .transaction(async (trx) => {
        const out: number[] = [];
        for (const { problem, autoId } of items) {
          const pid = await this.insertPrepared(trx, problem);
          if (autoId)
            await this.deps.repo.assignFirstFreeProblemId(trx, pid, [
              String(pid),
              `P${pid}`,
              `P${pid}_${randomBytes(3).toString('hex').toUpperCase()}`,
            ]);
          out.push(pid);
        }
        return out;
      })
      .catch((err: unknown) =>
        this.explainClash(
          err,
          items.filter((i) => !i.autoId).map((i) => i.problem.values.problemId),
          null,
        ),
      );
    for (const { problem } of items) this.deps.uploads.drop(problem.dto.uploadTestcaseDir);
    return pids;
  }

  /** Every check of a new problem, with its cases stored; nothing is written to the database yet. */
  async prepare(actor: Actor, dto: ProblemDto): Promise<PreparedProblem> {
    const values = this.problemValues(actor, dto);
    await this.checkProblemId(values.problemId, null);
    const languageIds = await this.languageIds(dto);
    const cases = planCases(dto, [], this.deps.store, (token) => this.deps.uploads.load(token));
    values.ioScore = this.ioScore(values, cases);
    return { values, ownerUid: actor.uid, dto, cases, languageIds };
  }

  /** Writes a prepared problem inside the caller's transaction. */
  private insertPrepared(trx: Db, p: PreparedProblem): Promise<number> {
    return this.deps.repo.insert(trx, p.values, p.ownerUid, String(Date.now()), children(p.dto, p.cases, p.languageIds));
  }

  async update(actor: Actor, dto: ProblemDto): Promise<void> {
    const pid = dto.problem.id;
    if (pid == null) throw AppError.invalid('problem.id', 'is required');
    const current = await this.require(pid);
    // Only its managers save a problem: anyone else got it without its checker and judge-only files.
    await this.deps.problems.requireManager(actor, current);
    const values = this.problemValues(actor, dto);
    // The editor does not move a problem between groups or undo an application's outcome.
    Object.assign(values, { gid: current.gid, isGroup: current.isGroup, applyPublicProgress: current.applyPublicProgress });
    await this.checkProblemId(values.problemId, pid);
    const languageIds = await this.languageIds(dto);
    const existing = await this.deps.repo.cases(pid);
    const cases = planCases(dto, existing, this.deps.store, (token) => this.deps.uploads.load(token));
    values.ioScore = this.ioScore(values, cases);
    const before = signature(existing, current.judgeMode, current.judgeCaseMode, current.spjCode);
    const after = signature(cases, values.judgeMode, values.judgeCaseMode, values.spjCode);
    // A new case_version tells judges to rebuild checker binaries and cached case data (§4.1).
    const caseVersion = before === after ? current.caseVersion : String(Math.max(Date.now(), Number(current.caseVersion) + 1));
    await this.deps.repo
      .update(pid, values, caseVersion, children(dto, cases, languageIds))
      .catch((err: unknown) => this.explainClash(err, [values.problemId], pid));
    this.deps.uploads.drop(dto.uploadTestcaseDir);
    // Replaced files go with a later sweep, not before a judgement of the old version has fetched them.
    if (before !== after) for (const c of existing) for (const h of [c.inputHash, c.outputHash]) this.deps.store.touch(h);
  }

  /**
   * A save that raced another to the same id (in any spelling) hits the unique index: answer as
   * checkProblemId would have. Any other failure is rethrown.
   */
  private async explainClash(err: unknown, problemIds: string[], ownPid: number | null): Promise<never> {
    for (const problemId of problemIds) {
      const taken = await this.deps.repo.idOfProblemId(problemId).catch(() => null);
      if (taken !== null && taken !== ownPid) throw AppError.fail('problem.idTaken', { problemId });
    }
    throw err;
  }

  /** A remote judge's problem, created or updated by its import (module remote-judge). */
  saveRemote = (actor: Actor, input: RemoteProblemInput) => saveRemoteProblem(this.deps.repo, actor, input);

  /** Group disband: the group's problems stay (their submissions and links too) but turn private. */
  hideGroup = (gid: number) => this.deps.repo.hideGroup(gid);

  /** Deletes the problem and, as HOJ's foreign keys do, its submissions. Its stored test data goes with the store's sweep unless shared. */
  async delete(pid: number): Promise<void> {
    await this.require(pid);
    const cases = await this.deps.repo.cases(pid);
    await this.deps.dependents.deleteForProblem(pid);
    await this.deps.repo.delete(pid);
    for (const c of cases) for (const h of [c.inputHash, c.outputHash]) this.deps.store.touch(h);
  }

  private async require(pid: number) {
    const row = await this.deps.repo.findById(pid);
    if (!row) throw AppError.notFound('problem.notFound');
    return row;
  }

  private problemValues(actor: Actor, dto: ProblemDto): ProblemValues {
    const p = dto.problem;
    const judgeMode = dto.judgeMode ?? p.judgeMode ?? 'default';
    // A Kattis problem may go without a validator of its own: the format's default output validator then judges.
    const needsChecker = judgeMode !== 'default' && !(judgeMode === 'kattis' && !p.spjCode?.trim());
    if (needsChecker && (!p.spjCode?.trim() || !p.spjLanguage?.trim())) throw AppError.fail('problem.checkerRequired');
    if (p.isFileIO && (!p.ioReadFileName?.trim() || !p.ioWriteFileName?.trim())) throw AppError.fail('problem.fileIoNames');
    return {
      problemId: p.problemId.toUpperCase(),
      title: p.title,
      author: p.author ?? actor.username,
      type: p.type,
      judgeMode,
      judgeCaseMode: effectiveCaseMode(p.type, p.judgeCaseMode),
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      stackLimit: p.stackLimit,
      description: p.description ?? null,
      input: p.input ?? null,
      output: p.output ?? null,
      examples: p.examples ?? null,
      isRemote: 0,
      source: p.source ?? null,
      difficulty: p.difficulty,
      hint: p.hint ?? null,
      auth: p.auth,
      ioScore: p.ioScore,
      codeShare: fromBool(p.codeShare),
      spjCode: judgeMode === 'default' ? null : (p.spjCode ?? null),
      spjLanguage: judgeMode === 'default' ? null : (p.spjLanguage ?? null),
      userExtraFile: p.userExtraFile || null,
      judgeExtraFile: p.judgeExtraFile || null,
      isRemoveEndBlank: fromBool(p.isRemoveEndBlank),
      openCaseResult: fromBool(p.openCaseResult),
      isUploadCase: fromBool(dto.isUploadTestCase),
      modifiedUser: actor.username,
      isGroup: p.gid != null ? 1 : 0,
      gid: p.gid ?? null,
      applyPublicProgress: null,
      isFileIo: fromBool(p.isFileIO),
      ioReadFileName: p.isFileIO ? (p.ioReadFileName ?? null) : null,
      ioWriteFileName: p.isFileIO ? (p.ioWriteFileName ?? null) : null,
    };
  }

  private ioScore(values: ProblemValues, cases: PlannedCase[]): number {
    if (values.type !== ProblemType.OI) return values.ioScore;
    return computeIoScore(effectiveCaseMode(values.type, values.judgeCaseMode), cases);
  }

  private async checkProblemId(problemId: string, ownPid: number | null): Promise<void> {
    if (REMOTE_OJS.some((oj) => problemId.startsWith(`${oj}-`))) throw AppError.fail('problem.idRemotePrefix', { problemId });
    const taken = await this.deps.repo.idOfProblemId(problemId);
    if (taken !== null && taken !== ownPid) throw AppError.fail('problem.idTaken', { problemId });
  }

  private async languageIds(dto: ProblemDto): Promise<number[]> {
    if (dto.languages.length === 0) throw AppError.fail('problem.noLanguages');
    const byName = await this.deps.repo.localLanguageIds();
    return [
      ...new Set(
        dto.languages.map((l) => {
          const id = byName.get(l.name);
          if (id === undefined) throw AppError.fail('problem.unknownLanguage', { name: l.name });
          return id;
        }),
      ),
    ];
  }
}

/** What is saved beside the problem row. */
function children(dto: ProblemDto, cases: PlannedCase[], languageIds: number[]): ProblemChildren {
  return {
    cases,
    languageIds,
    tags: dto.tags,
    templates: dto.codeTemplates
      .filter((t) => languageIds.includes(t.lid))
      .map((t) => ({ lid: t.lid, code: t.code, status: fromBool(t.status) })),
  };
}

function signature(
  cases: Array<Pick<PlannedCase, 'inputHash' | 'outputHash' | 'score' | 'groupNum'>>,
  judgeMode: string,
  caseMode: string,
  checker: string | null,
): string {
  const checkerHash = checker ? createHash('sha256').update(checker).digest('hex') : '';
  return caseSignature(cases, judgeMode, caseMode) + checkerHash;
}
