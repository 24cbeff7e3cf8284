import { createHash } from 'node:crypto';
import {
  type Page, type ProblemCaseRow, type ProblemDto, type ProblemEntity, ProblemType, REMOTE_OJS, toPage,
} from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import { fromBool, toBool } from '../../db/dialect';
import type { ProblemTable } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import { type PlannedCase, caseSignature, computeIoScore, effectiveCaseMode, planCases } from './problem-cases';
import { toProblemEntity } from './problem.mapper';

export type ProblemValues = Omit<ProblemTable, 'id' | 'gmtCreate' | 'gmtModified' | 'caseVersion'>;

/** A validated new problem, ready to insert. */
export interface PreparedProblem {
  values: ProblemValues;
  dto: ProblemDto;
  cases: PlannedCase[];
  languageIds: number[];
}

export interface ProblemAdminDeps {
  db: Db;
  dialect: Dialect;
  store: TestdataStore;
  tmpRoot: string;
}

/** Admin side of problems: save with test data, read back, delete (contract §2.12). */
export class ProblemAdminService {
  constructor(private readonly deps: ProblemAdminDeps) {}

  async list(q: { currentPage: number; limit: number; keyword?: string; auth?: number; oj?: string }): Promise<Page<ProblemEntity>> {
    const { db, dialect } = this.deps;
    const remote = q.oj && (REMOTE_OJS as readonly string[]).includes(q.oj.toUpperCase()) ? q.oj.toUpperCase() : null;
    const base = db
      .selectFrom('problem')
      .where('isGroup', '=', 0)
      .$if(!!q.keyword, (qb) => qb.where((eb) => eb.or([dialect.containsText('title', q.keyword!), dialect.containsText('problemId', q.keyword!)])))
      .$if(!!q.auth, (qb) => qb.where('auth', '=', q.auth!))
      .$if(!!q.oj && q.oj.toLowerCase() !== 'all', (qb) =>
        remote ? qb.where('problemId', 'like', `${remote}-%`) : qb.where('isRemote', '=', 0));
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(q.limit).offset((q.currentPage - 1) * q.limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return toPage(rows.map(toProblemEntity), Number(count.n), q.currentPage, q.limit);
  }

  async get(pid: number): Promise<ProblemEntity> {
    return toProblemEntity(await this.require(pid));
  }

  async cases(pid: number, isUpload: boolean | undefined): Promise<ProblemCaseRow[]> {
    const problem = await this.require(pid);
    const rows = await this.deps.db.selectFrom('problemCase').selectAll().where('pid', '=', pid).orderBy('seq').orderBy('id').execute();
    // Hand-entered cases are edited as text, uploaded ones as file names (HOJ stores them so).
    const asText = !(isUpload ?? toBool(problem.isUploadCase));
    return rows.map((c) => ({
      id: c.id, pid: c.pid, score: c.score, groupNum: c.groupNum, status: c.status,
      input: asText ? this.deps.store.readText(c.inputHash) : c.input,
      output: asText ? this.deps.store.readText(c.outputHash) : c.output,
    }));
  }

  async create(actor: Actor, dto: ProblemDto): Promise<number> {
    const prepared = await this.prepare(actor, dto);
    return this.deps.db.transaction().execute((trx) => this.insertPrepared(trx, prepared));
  }

  /** Every check of a new problem, with its cases stored; nothing is written to the database yet. */
  async prepare(actor: Actor, dto: ProblemDto): Promise<PreparedProblem> {
    const values = this.problemValues(actor, dto);
    await this.checkProblemId(values.problemId, null);
    const languageIds = await this.languageIds(dto);
    const cases = planCases(dto, [], this.deps.store, this.deps.tmpRoot);
    values.ioScore = this.ioScore(values, cases);
    return { values, dto, cases, languageIds };
  }

  /** Writes a prepared problem inside the caller's transaction (imports add many in one). */
  async insertPrepared(trx: Db, p: PreparedProblem): Promise<number> {
    const now = Date.now();
    const inserted = await trx
      .insertInto('problem')
      .values({ ...p.values, caseVersion: String(now), gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pid = Number(inserted.id);
    await this.writeChildren(trx, pid, p.dto, p.cases, p.languageIds);
    return pid;
  }

  async update(actor: Actor, dto: ProblemDto): Promise<void> {
    const { db } = this.deps;
    const pid = dto.problem.id;
    if (pid == null) throw AppError.invalid('problem.id', 'is required');
    const current = await this.require(pid);
    const values = this.problemValues(actor, dto);
    await this.checkProblemId(values.problemId, pid);
    const languageIds = await this.languageIds(dto);
    const existing = await db.selectFrom('problemCase').selectAll().where('pid', '=', pid).orderBy('seq').orderBy('id').execute();
    const cases = planCases(dto, existing, this.deps.store, this.deps.tmpRoot);
    values.ioScore = this.ioScore(values, cases);
    const before = signature(existing, current.judgeMode, current.judgeCaseMode, current.spjCode);
    const after = signature(cases, values.judgeMode, values.judgeCaseMode, values.spjCode);
    const now = Date.now();
    // A new case_version tells judges to rebuild checker binaries and cached case data (§4.1).
    const caseVersion = before === after ? current.caseVersion : String(Math.max(now, Number(current.caseVersion) + 1));
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('problem').set({ ...values, caseVersion, gmtModified: now }).where('id', '=', pid).execute();
      for (const table of ['problemCase', 'problemLanguage', 'problemTag', 'codeTemplate'] as const) {
        await trx.deleteFrom(table).where('pid', '=', pid).execute();
      }
      await this.writeChildren(trx, pid, dto, cases, languageIds);
    });
  }

  /** Deletes the problem and, as HOJ's foreign keys do, its submissions. Stored test data may be shared and stays. */
  async delete(pid: number): Promise<void> {
    await this.require(pid);
    await this.deps.db.transaction().execute(async (trx) => {
      const submitIds = trx.selectFrom('judge').select('submitId').where('pid', '=', pid);
      await trx.deleteFrom('judgeJob').where('submitId', 'in', submitIds).execute();
      await trx.deleteFrom('judgeCase').where('pid', '=', pid).execute();
      await trx.deleteFrom('userAcproblem').where('pid', '=', pid).execute();
      await trx.deleteFrom('judge').where('pid', '=', pid).execute();
      for (const table of ['problemCase', 'problemLanguage', 'problemTag', 'codeTemplate'] as const) {
        await trx.deleteFrom(table).where('pid', '=', pid).execute();
      }
      await trx.deleteFrom('problem').where('id', '=', pid).execute();
    });
  }

  private async require(pid: number) {
    const row = await this.deps.db.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();
    if (!row) throw AppError.notFound('problem.notFound');
    return row;
  }

  private problemValues(actor: Actor, dto: ProblemDto): ProblemValues {
    const p = dto.problem;
    const judgeMode = dto.judgeMode ?? p.judgeMode ?? 'default';
    if (judgeMode !== 'default' && (!p.spjCode?.trim() || !p.spjLanguage?.trim())) throw AppError.fail('problem.checkerRequired');
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
    const taken = await this.deps.db.selectFrom('problem').select('id').where('problemId', '=', problemId).executeTakeFirst();
    if (taken && taken.id !== ownPid) throw AppError.fail('problem.idTaken', { problemId });
  }

  private async languageIds(dto: ProblemDto): Promise<number[]> {
    if (dto.languages.length === 0) throw AppError.fail('problem.noLanguages');
    const known = await this.deps.db.selectFrom('language').select(['id', 'name']).where('oj', '=', 'ME').execute();
    const byName = new Map(known.map((l) => [l.name, l.id]));
    return [...new Set(dto.languages.map((l) => {
      const id = byName.get(l.name);
      if (id === undefined) throw AppError.fail('problem.unknownLanguage', { name: l.name });
      return id;
    }))];
  }

  private async writeChildren(trx: Db, pid: number, dto: ProblemDto, cases: PlannedCase[], languageIds: number[]): Promise<void> {
    await trx.insertInto('problemCase').values(cases.map((c) => ({ pid, ...c, status: 0 }))).execute();
    await trx.insertInto('problemLanguage').values(languageIds.map((lid) => ({ pid, lid }))).execute();
    const tagIds = new Set<number>();
    for (const tag of dto.tags) tagIds.add(await this.tagId(trx, tag, dto.problem.gid ?? null));
    if (tagIds.size) await trx.insertInto('problemTag').values([...tagIds].map((tid) => ({ pid, tid }))).execute();
    const templates = dto.codeTemplates.filter((t) => languageIds.includes(t.lid));
    if (templates.length) {
      await trx.insertInto('codeTemplate').values(templates.map((t) => ({ pid, lid: t.lid, code: t.code, status: fromBool(t.status) }))).execute();
    }
  }

  /** A tag with an id must exist; one without is found by name or created (ProblemDTO: "no id = create"). */
  private async tagId(trx: Db, tag: ProblemDto['tags'][number], gid: number | null): Promise<number> {
    if (tag.id != null) {
      const found = await trx.selectFrom('tag').select('id').where('id', '=', tag.id).executeTakeFirst();
      if (found) return found.id;
    }
    const byName = await trx
      .selectFrom('tag').select('id').where('name', '=', tag.name).where('oj', '=', 'ME')
      .where((eb) => (gid == null ? eb('gid', 'is', null) : eb('gid', '=', gid)))
      .executeTakeFirst();
    if (byName) return byName.id;
    const now = Date.now();
    const created = await trx
      .insertInto('tag')
      .values({ name: tag.name, color: tag.color ?? null, oj: 'ME', gid, tcid: null, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(created.id);
  }
}

function signature(cases: Array<Pick<PlannedCase, 'inputHash' | 'outputHash' | 'score' | 'groupNum'>>, judgeMode: string, caseMode: string, checker: string | null): string {
  const checkerHash = checker ? createHash('sha256').update(checker).digest('hex') : '';
  return caseSignature(cases, judgeMode, caseMode) + checkerHash;
}
