import {
  ApplyPublicProgress,
  type GroupProblemApplication,
  type Page,
  ProblemAuth,
  type ProblemCaseRow,
  type ProblemDto,
  type ProblemEntity,
  type ProblemVo,
  type TagRow,
  toPage,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { type Answer, AppError } from '../../http/app-error';
import type { ProblemAdminService } from '../problem/problem-admin.service';
import { type ProblemService, type SubmissionCounts, emptyCounts } from '../problem/problem.service';
import { type GroupGate, type GroupRole, requireManager } from './group-gate';

/** Display ids are stored in a varchar(64). */
const PROBLEM_ID_MAX = 64;

interface GroupPage {
  gid: number;
  currentPage: number;
  limit: number;
}

/**
 * A group's problems (contract §2.10) on the problem module's services, scoped by gid: members
 * read the public ones, group admins manage them (non-root admins only their own), and a
 * problem may be offered to the whole site through an examined application (§2.12).
 */
export class GroupProblemService {
  constructor(
    private readonly deps: {
      gate: GroupGate;
      problems: ProblemService;
      problemAdmin: ProblemAdminService;
      counts: SubmissionCounts;
      /** Compiles a checker or interactor (the judge module's sandbox, wired in wiring/). */
      compileChecker: (
        code: string,
        language: string,
        extraFiles: Record<string, string> | null | undefined,
      ) => Promise<Answer<null>>;
    },
  ) {}

  async list(actor: Actor, q: GroupPage): Promise<Page<ProblemVo>> {
    const { gate, problems, counts } = this.deps;
    const role = await gate.requireMember(actor, q.gid);
    // Members read the public problems; a new problem (private by default) is listed at once to the
    // group's admins and to its author, with its state (issue 28 §7).
    const { records: rows, total } = await problems.listGroup(q.gid, {
      ...q,
      publicOnly: !role.isAdmin,
      ownerUid: actor.uid,
    });
    const pids = rows.map((r) => r.id);
    const [tags, verdicts] = await Promise.all([problems.tagsOf(pids), counts.countsOf(pids, q.gid)]);
    const records = rows.map((r) => ({
      pid: r.id,
      problemId: r.problemId,
      title: r.title,
      difficulty: r.difficulty,
      type: r.type,
      tags: tags.get(r.id) ?? [],
      ...(verdicts.get(r.id) ?? emptyCounts()),
      score: null,
      auth: r.auth,
    }));
    return toPage(records, total, q.currentPage, q.limit);
  }

  async adminList(actor: Actor, q: GroupPage): Promise<Page<ProblemEntity>> {
    await this.deps.gate.requireAdmin(actor, q.gid);
    const { records, total } = await this.deps.problems.listGroup(q.gid, { ...q, publicOnly: false });
    // Another admin's problems are listed without their checker and judge-only files.
    return toPage(await this.deps.problems.entitiesFor(actor, records), total, q.currentPage, q.limit);
  }

  async get(actor: Actor, pid: number): Promise<ProblemEntity> {
    const { row } = await this.owned(actor, pid);
    return this.deps.problems.entityFor(actor, row);
  }

  async cases(actor: Actor, pid: number, isUpload: boolean | undefined): Promise<ProblemCaseRow[]> {
    await this.owned(actor, pid);
    return this.deps.problemAdmin.cases(actor, pid, isUpload);
  }

  async create(actor: Actor, dto: ProblemDto): Promise<void> {
    const gid = dto.problem.gid;
    if (gid == null) throw AppError.invalid('problem.gid', 'is required');
    const role = await this.deps.gate.requireAdmin(actor, gid);
    checkAuth(dto.problem.auth);
    const problemId = prefixedProblemId(role.shortName, dto.problem.problemId, true);
    await this.deps.problemAdmin.create(actor, { ...dto, problem: { ...dto.problem, problemId, gid, author: actor.username } });
  }

  async update(actor: Actor, dto: ProblemDto): Promise<void> {
    const pid = dto.problem.id;
    if (pid == null) throw AppError.invalid('problem.id', 'is required');
    const { row, role } = await this.owned(actor, pid);
    checkAuth(dto.problem.auth);
    const gid = row.gid!;
    const problemId = prefixedProblemId(role.shortName, dto.problem.problemId, false);
    await this.deps.problemAdmin.update(actor, { ...dto, problem: { ...dto.problem, problemId, gid, author: row.author } });
  }

  async delete(actor: Actor, pid: number): Promise<void> {
    await this.owned(actor, pid);
    await this.deps.problemAdmin.delete(pid);
  }

  async tags(actor: Actor, gid: number): Promise<TagRow[]> {
    await this.deps.gate.requireMember(actor, gid);
    return this.deps.problems.groupTags(gid);
  }

  async changeAuth(actor: Actor, pid: number, auth: number): Promise<void> {
    await this.owned(actor, pid);
    checkAuth(auth);
    await this.deps.problems.changeAuth(actor, pid, auth);
  }

  /** The four states of spec 3 §4: null may apply, 1 may cancel, 2 is already public, 3 (refused) may apply again. */
  async applyPublic(
    actor: Actor,
    pid: number,
    isApplied: boolean,
  ): Promise<'groupContent.applied' | 'groupContent.applyCancelled'> {
    const { row } = await this.owned(actor, pid);
    const progress = row.applyPublicProgress;
    if (progress === ApplyPublicProgress.Public) throw AppError.fail('groupContent.alreadyPublic');
    if (isApplied) {
      if (progress !== ApplyPublicProgress.Applying)
        await this.deps.problems.setApplyProgress(actor, pid, ApplyPublicProgress.Applying);
      return 'groupContent.applied';
    }
    if (progress !== ApplyPublicProgress.Applying) throw AppError.fail('groupContent.notApplying');
    await this.deps.problems.setApplyProgress(actor, pid, null);
    return 'groupContent.applyCancelled';
  }

  /** The examination list of /admin/group-problem/apply (site roles are checked by the endpoint). */
  async applications(q: {
    currentPage: number;
    limit: number;
    keyword?: string;
    gid?: number;
  }): Promise<Page<GroupProblemApplication>> {
    const { records, total } = await this.deps.problems.listApplications(q);
    return toPage(
      records.map((r) => ({ ...r, gid: r.gid == null ? null : Number(r.gid) })),
      total,
      q.currentPage,
      q.limit,
    );
  }

  async changeProgress(actor: Actor, pid: number, progress: number): Promise<void> {
    const row = await this.deps.problems.byId(pid);
    if (!row || row.gid == null) throw AppError.notFound('groupContent.problemNotFound');
    if (row.applyPublicProgress == null) throw AppError.fail('groupContent.notApplied');
    await this.deps.problems.setApplyProgress(actor, pid, progress);
  }

  /** A problem of some group the caller administers and manages (the creator rule, access/group-policy.ts). */
  private async owned(actor: Actor, pid: number) {
    const row = await this.deps.problems.byId(pid);
    if (!row || row.gid == null) throw AppError.notFound('groupContent.problemNotFound');
    const role: GroupRole = await this.deps.gate.requireAdmin(actor, row.gid);
    requireManager(role, { uid: row.ownerUid });
    return { row, role };
  }

  /** Compiling a checker or interactor for the group's editor: its admins. */
  async compile(
    actor: Actor,
    gid: number,
    body: { code: string; language: string; extraFiles?: Record<string, string> | null },
  ): Promise<Answer<null>> {
    await this.deps.gate.requireAdmin(actor, gid);
    return this.deps.compileChecker(body.code, body.language, body.extraFiles);
  }
}

/** Group display ids start with the group's short name: a new id always gets it, an edited one when it lacks it. */
export function prefixedProblemId(shortName: string, problemId: string, always: boolean): string {
  const prefix = shortName.toUpperCase();
  const id = problemId.toUpperCase();
  const out = always || !id.startsWith(prefix) ? prefix + id : id;
  if (out.length > PROBLEM_ID_MAX) throw AppError.fail('groupContent.idTooLong', { problemId: out });
  return out;
}

/** A group problem is public or private in its group; contest-only problems belong to contests. */
function checkAuth(auth: number): void {
  if (auth !== ProblemAuth.Public && auth !== ProblemAuth.Private) throw AppError.fail('groupContent.authInvalid');
}
