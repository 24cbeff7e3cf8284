import {
  LOCAL_OJ,
  type LanguageRow,
  ProblemAuth,
  type ProblemCount,
  type ProblemInfo,
  type ProblemListQuery,
  REMOTE_OJS,
  type ProblemEntity,
  type RecentUpdatedProblemVo,
  type TagClassificationRow,
  type TagRow,
  msToWireDate as wire,
} from '@verdict/shared';
import { type GroupStandings, canAdministerGroup, canManageGroupItem, canSeeGroupItem } from '../../access/group-policy';
import { toBool } from '../../db/dialect';
import { type Actor, isAdmin, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { AnswerCache, PreSerialized } from '../../infra/answer-cache';
import type { TestdataStore } from '../../infra/testdata-store';
import { type JudgeSpec, judgeSpecOf } from './judge-spec';
import { type ManagedFields, type ProblemPlace, managesSiteProblem, placeAllows, withoutSecrets } from './problem.policy';
import type { ProblemRepository } from './problem.repository';
import { type ProblemRow, toClassificationRow, toLanguageRow, toProblemEntity, toTagRow } from './problem.mapper';

const RECENT_UPDATED_COUNT = 5;

export type VerdictCounts = Omit<ProblemCount, 'pid'>;

/** Verdict counts of problems, asked of the submission module (which owns submissions). */
export interface SubmissionCounts {
  countsOf(pids: number[], gid: number | null): Promise<Map<number, VerdictCounts>>;
}

/**
 * Who may see a problem outside contests and groups: public ones everybody, the rest admins only.
 * A group problem (isGroup) is seen through its group (access/group-policy.ts); one made public keeps its gid but not the flag.
 */
export function canViewProblem(actor: Actor | null, p: Pick<ProblemRow, 'auth' | 'isGroup'>): boolean {
  if (isAdmin(actor)) return true;
  return p.auth === ProblemAuth.Public && !toBool(p.isGroup);
}

/**
 * Who may download a problem's test data: admins, and its owner by user id (never by the
 * free-text author, which anyone could register as a username). Rows without an owner are
 * for admins only. Group problems will add their group's admins here.
 */
export function canDownloadTestdata(actor: Actor, p: Pick<ProblemRow, 'ownerUid'>): boolean {
  return isAdmin(actor) || (p.ownerUid !== null && p.ownerUid === actor.uid);
}

export const emptyCounts = (): VerdictCounts => ({ total: 0, ac: 0, mle: 0, tle: 0, re: 0, pe: 0, ce: 0, wa: 0, se: 0, pa: 0 });

/** The start of a text and its whole size in bytes. */
export interface TextExcerpt {
  text: string;
  bytes: number;
}

/** Problem reads: the problem page and submit box (contract §2.1, §2.3), and what other modules ask of problems. */
export class ProblemService {
  constructor(
    private readonly deps: { repo: ProblemRepository; store: TestdataStore; counts: SubmissionCounts; groups?: GroupStandings },
  ) {}

  private get repo() {
    return this.deps.repo;
  }

  async findVisible(actor: Actor | null, where: { problemId: string } | { pid: number }): Promise<ProblemRow> {
    const row = await ('pid' in where ? this.repo.findById(where.pid) : this.repo.findByProblemId(where.problemId));
    if (!row) throw AppError.notFound('problem.notFound');
    // Two checks, two answers: the client words 'not found' and 'no access' differently.
    if (!(await this.mayView(actor, row))) throw AppError.forbidden('problem.notPublic');
    return row;
  }

  /**
   * canViewProblem, plus group problems for their group: members see its public ones, its
   * admins all of them (contest-only ones are seen through their contest).
   */
  async mayView(actor: Actor | null, row: Pick<ProblemRow, 'auth' | 'isGroup' | 'gid'>): Promise<boolean> {
    if (canViewProblem(actor, row)) return true;
    if (!actor || !toBool(row.isGroup) || row.gid == null || !this.deps.groups) return false;
    return canSeeGroupItem(await this.deps.groups.standingOf(actor, row.gid), { visible: row.auth === ProblemAuth.Public });
  }

  /**
   * Who manages a problem (edits it, reads its checker and judge-only files, places it anywhere):
   * a group problem per the group policy (root, super admins, a group admin for their own by uid);
   * any other by root, problem admins and its owner by uid — never by the free-text author.
   */
  async mayManage(actor: Actor | null, p: ManagedFields): Promise<boolean> {
    if (!actor) return false;
    if (toBool(p.isGroup) && p.gid != null) {
      return (
        isRoot(actor) ||
        (this.deps.groups !== undefined &&
          canManageGroupItem(await this.deps.groups.standingOf(actor, p.gid), { uid: p.ownerUid }))
      );
    }
    return managesSiteProblem(actor, p);
  }

  /** 403 unless the caller manages the problem. */
  async requireManager(actor: Actor, p: ManagedFields): Promise<void> {
    if (!(await this.mayManage(actor, p))) throw AppError.forbidden('problem.noManageAccess');
  }

  /**
   * The one gate for a problem entering a contest or a training, site or group, on every path (the
   * caller is already the admin of that contest or training): a public site problem enters any;
   * any other only if the caller manages it, and a group problem only its own group's.
   */
  async requireUsable(actor: Actor, p: ProblemRow, place: ProblemPlace): Promise<void> {
    const allowed = placeAllows(p, place) ?? (await this.mayManage(actor, p));
    if (!allowed) throw AppError.forbidden('problem.notUsableHere', { problemId: p.problemId });
  }

  /**
   * The one mapper of problem entities handed to a caller: the checker or interactor source and the
   * judge-only files leave the server only to the problem's managers (mayManage).
   */
  async entitiesFor(actor: Actor | null, rows: ProblemRow[]): Promise<ProblemEntity[]> {
    return Promise.all(rows.map(async (p) => withoutSecrets(toProblemEntity(p), await this.mayManage(actor, p))));
  }

  async entityFor(actor: Actor | null, row: ProblemRow): Promise<ProblemEntity> {
    return (await this.entitiesFor(actor, [row]))[0]!;
  }

  /** Test data zips: site admins, and a group's admins for that group's problems (contract §2.10: upload with gid). */
  async mayUploadTestdata(actor: Actor, gid: number | undefined): Promise<boolean> {
    if (isAdmin(actor)) return true;
    if (gid === undefined || !this.deps.groups) return false;
    return canAdministerGroup(await this.deps.groups.standingOf(actor, gid));
  }

  /**
   * The group a problem's submissions and counts are filed under: its own while it is a group
   * problem, or the group page it is opened from when it was made public from that group.
   */
  scopeOf = (p: Pick<ProblemRow, 'isGroup' | 'gid'>, gid?: number | null): number | null =>
    toBool(p.isGroup) || (gid != null && gid === p.gid) ? p.gid : null;

  private answers: AnswerCache | null = null;

  /** Keeps problem pages (app.ts bumps it on problem, tag and judge changes); who may see a page is still checked per request. */
  keepPagesIn(cache: AnswerCache): void {
    this.answers = cache;
  }

  /** The problem page as the route answers it: the access check, then the page kept per problem and scope. */
  async page(actor: Actor | null, problemId: string, gid?: number): Promise<ProblemInfo | PreSerialized> {
    if (!this.answers) return this.detail(actor, problemId, gid);
    const p = await this.findVisible(actor, { problemId });
    const scope = this.scopeOf(p, gid);
    return this.answers.json(`problem-page:${p.id}:${scope ?? ''}`, async () => {
      // Read again inside the computation: the row above may predate a change the cache has already been told of.
      const fresh = await this.repo.findById(p.id);
      if (!fresh) throw AppError.notFound('problem.notFound');
      const counts = await this.deps.counts.countsOf([fresh.id], scope);
      return this.infoOf(fresh, counts.get(fresh.id) ?? emptyCounts());
    });
  }

  async detail(actor: Actor | null, problemId: string, gid?: number): Promise<ProblemInfo> {
    const p = await this.findVisible(actor, { problemId });
    const scope = this.scopeOf(p, gid);
    const counts = await this.deps.counts.countsOf([p.id], scope);
    return this.infoOf(p, counts.get(p.id) ?? emptyCounts());
  }

  /** The problem page of a problem the caller may see, with counts of the caller's scope (a contest gives its own). */
  async infoOf(p: ProblemRow, counts: VerdictCounts): Promise<ProblemInfo> {
    const [tags, languages, templates] = await Promise.all([
      this.tagsOf([p.id]),
      this.repo.languagesOf(p.id),
      this.repo.templatesByLanguage(p.id),
    ]);
    // Checker sources and judge-only files are not for contestants.
    const problem = withoutSecrets(toProblemEntity(p), false);
    return {
      problem,
      tags: tags.get(p.id) ?? [],
      languages: languages.map((l) => l.name),
      problemCount: { pid: p.id, ...counts },
      codeTemplate: Object.fromEntries(templates.map((t) => [t.name, t.code])),
    };
  }

  async languages(q: { pid?: number; all?: boolean }): Promise<LanguageRow[]> {
    let oj: string | null = null;
    if (q.all === false) {
      oj = LOCAL_OJ;
      if (q.pid !== undefined) {
        const p = await this.repo.findById(q.pid);
        const prefix = p?.problemId.split('-')[0] ?? '';
        if (p && p.problemId.includes('-') && (REMOTE_OJS as readonly string[]).includes(prefix))
          oj = prefix === 'GYM' ? 'CF' : prefix;
      }
    }
    return (await this.repo.languages(oj)).map(toLanguageRow);
  }

  async problemLanguages(actor: Actor | null, pid: number): Promise<LanguageRow[]> {
    await this.findVisible(actor, { pid });
    return (await this.repo.languagesOf(pid)).map(toLanguageRow);
  }

  async codeTemplates(actor: Actor | null, pid: number) {
    await this.findVisible(actor, { pid });
    const rows = await this.repo.templates(pid);
    return rows.map((t) => ({ id: t.id, pid: t.pid, lid: t.lid, code: t.code, status: toBool(t.status) }));
  }

  // ── the public bank ────────────────────────────────────────────────────────

  listPublic = (q: ProblemListQuery & { tagId: number[] }) => this.repo.listPublic(q);

  /** Tags of many problems in one query. */
  async tagsOf(pids: number[]): Promise<Map<number, TagRow[]>> {
    const out = new Map<number, TagRow[]>();
    for (const r of await this.repo.tagsOfProblems(pids)) out.set(r.pid, [...(out.get(r.pid) ?? []), toTagRow(r)]);
    return out;
  }

  async randomPublic(): Promise<{ problemId: string }> {
    const problemId = await this.repo.randomPublicProblemId();
    if (!problemId) throw AppError.fail('problemBank.noPublicProblem');
    return { problemId };
  }

  async recentUpdated(): Promise<RecentUpdatedProblemVo[]> {
    const rows = await this.repo.recentPublic(RECENT_UPDATED_COUNT);
    return rows.map((r) => ({ ...r, gmtCreate: wire(r.gmtCreate), gmtModified: wire(r.gmtModified) }));
  }

  /** Non-group tags of one OJ, or of all with ALL. */
  allTags = async (oj: string): Promise<TagRow[]> => (await this.repo.tags(oj)).map(toTagRow);

  /** One entry per classification (rank order), then unclassified tags under a null classification. */
  async tagsAndClassification(oj: string): Promise<Array<{ classification: TagClassificationRow | null; tagList: TagRow[] }>> {
    const [classes, tags] = await Promise.all([this.repo.classifications(oj), this.allTags(oj)]);
    const known = new Set(classes.map((c) => c.id));
    const out: Array<{ classification: TagClassificationRow | null; tagList: TagRow[] }> = classes.map((c) => ({
      classification: toClassificationRow(c),
      tagList: tags.filter((t) => t.tcid === c.id),
    }));
    const loose = tags.filter((t) => t.tcid == null || !known.has(t.tcid));
    if (loose.length > 0 || classes.length === 0) out.push({ classification: null, tagList: loose });
    return out;
  }

  async problemTags(actor: Actor | null, pid: number): Promise<TagRow[]> {
    await this.findVisible(actor, { pid });
    return (await this.tagsOf([pid])).get(pid) ?? [];
  }

  /** Opening or closing a problem: its managers only. */
  async changeAuth(actor: Actor, pid: number, auth: number): Promise<void> {
    const row = await this.repo.findById(pid);
    if (!row) throw AppError.notFound('problem.notFound');
    await this.requireManager(actor, row);
    if (!(await this.repo.setAuth(pid, auth, actor.username))) throw AppError.notFound('problem.notFound');
  }

  // ── group problems (the group-content module checks the caller's level first) ──

  listGroup = (gid: number, q: { currentPage: number; limit: number; publicOnly: boolean; ownerUid?: string }) =>
    this.repo.listGroup(gid, q);

  groupTags = async (gid: number): Promise<TagRow[]> => (await this.repo.groupTags(gid)).map(toTagRow);

  /** Sets or clears a public application; 2 (approved) opens the problem to the whole site. */
  setApplyProgress = (actor: Actor, pid: number, progress: number | null) =>
    this.repo.setApplyProgress(pid, progress, actor.username);

  listApplications = (q: { currentPage: number; limit: number; keyword?: string; gid?: number }) => this.repo.listApplications(q);

  // ── for other modules ──────────────────────────────────────────────────────

  /** The problem whose test data the actor downloads; 404 when unknown, 403 unless canDownloadTestdata. */
  async requireTestdataAccess(actor: Actor, pid: number): Promise<ProblemRow> {
    const row = await this.repo.findById(pid);
    if (!row) throw AppError.notFound('problem.notFound');
    if (!canDownloadTestdata(actor, row)) throw AppError.forbidden('problemBank.noTestcaseAccess');
    return row;
  }

  /** Display id, title and visibility fields of many problems, by id. */
  /**
   * The start of the listed cases' input and expected output (at most `maxBytes` each, with
   * their whole sizes), for a failed case's details; cases no longer stored are left out.
   */
  async caseExcerpts(
    pid: number,
    caseIds: number[],
    maxBytes: number,
  ): Promise<Map<number, { input: TextExcerpt; expected: TextExcerpt }>> {
    const { store } = this.deps;
    const rows = await this.repo.casesByIds(pid, [...new Set(caseIds)]);
    const out = new Map<number, { input: TextExcerpt; expected: TextExcerpt }>();
    for (const r of rows) {
      if (!store.has(r.inputHash) || !store.has(r.outputHash)) continue;
      out.set(r.id, { input: store.readHead(r.inputHash, maxBytes), expected: store.readHead(r.outputHash, maxBytes) });
    }
    return out;
  }

  async summaries(pids: number[]) {
    const rows = await this.repo.summaries([...new Set(pids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** How many test cases a problem is judged on (the ICPC Contest API's test_data_count). */
  judgedCaseCount = async (pid: number): Promise<number> => (await this.repo.judgedCases(pid)).length;

  /** Ids of the problems only admins see outside contests. */
  hiddenIds = () => this.repo.hiddenIds();

  /** The problem a user submits to: visible to them, with the names of the languages it accepts. */
  async forSubmit(actor: Actor, problemId: string): Promise<{ problem: ProblemRow; languages: string[] }> {
    const problem = await this.repo.findByProblemId(problemId);
    if (!problem) throw AppError.notFound('problem.notFound');
    if (!(await this.mayView(actor, problem))) throw AppError.forbidden('submission.problemNotPublic');
    return { problem, languages: (await this.repo.languagesOf(problem.id)).map((l) => l.name) };
  }

  /** The problem row by id, with no access check (callers decide). */
  byId = (pid: number) => this.repo.findById(pid);

  /** The problem row of a display id (any spelling), with no access check (callers decide). */
  rowByProblemId = (problemId: string) => this.repo.findByProblemId(problemId);

  /** Problem rows by id, with no access check (callers decide). */
  rowsByIds = (pids: number[]) => this.repo.findByIds([...new Set(pids)]);

  /** Names of the languages a problem accepts. */
  languageNames = async (pid: number) => (await this.repo.languagesOf(pid)).map((l) => l.name);

  localLanguageIds = () => this.repo.localLanguageIds();

  /** A problem's enabled code templates by language name (what similarity reports leave out of the matching). */
  codeTemplatesOf = async (pid: number) =>
    (await this.repo.templatesByLanguage(pid)).map((t) => ({ language: t.name, code: t.code }));

  /** What an export writes of a problem: the row, its cases, language and tag names, enabled templates; null when gone. */
  async exportData(pid: number) {
    const row = await this.repo.findById(pid);
    if (!row) return null;
    const [cases, languages, tags, templates] = await Promise.all([
      this.repo.cases(pid),
      this.repo.languagesOf(pid),
      this.repo.tagsOfProblems([pid]),
      this.repo.templatesByLanguage(pid),
    ]);
    return {
      row,
      cases,
      languages: languages.sort((a, b) => a.id - b.id).map((l) => l.name),
      tags: tags.map((t) => t.name),
      templates: templates.map((t) => ({ language: t.name, code: t.code })),
    };
  }

  /** The time limit a package's verification derived from its slowest accepted submission. */
  setTimeLimit = (pid: number, ms: number) => this.repo.setTimeLimit(pid, ms);

  /**
   * Limits, checker and case files of a problem for the judge; a reason when it cannot be judged.
   * `fetch`: a judge host's store, which brings in (by content hash) the files it does not hold yet.
   */
  async judgeSpec(pid: number, fetch?: (hashes: string[]) => Promise<void>): Promise<JudgeSpec> {
    const p = await this.repo.findById(pid);
    if (!p) return { reason: 'the problem no longer exists' };
    const cases = await this.repo.judgedCases(pid);
    const { store } = this.deps;
    if (fetch) await fetch([...new Set(cases.flatMap((c) => [c.inputHash, c.outputHash]))].filter((h) => !store.has(h)));
    return judgeSpecOf(p, cases, store);
  }
}
