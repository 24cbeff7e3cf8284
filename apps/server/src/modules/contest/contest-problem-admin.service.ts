import {
  type ContestProblemEntity,
  type Page,
  ProblemAuth,
  type ProblemDto,
  type ProblemEntity,
  Role,
  toPage,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ProblemAdminService } from '../problem/problem-admin.service';
import type { ProblemRow } from '../problem/problem.mapper';
import type { RemoteProblemImports } from '../problem/remote-problem';
import type { ProblemService } from '../problem/problem.service';
import type { ContestRecords } from './contest-records';
import type { ContestAccess } from './contest-access';
import { toContestProblemEntity } from './contest.mapper';
import type { ContestProblemRow, ContestRepository } from './contest.repository';

/** The problem form inside a contest: a ProblemDTO, plus (our addition) the contest and the problem's place in it. */
export type ContestProblemDto = ProblemDto & {
  cid?: number | null;
  contestProblem?: { displayId: string; displayTitle: string; color?: string | null } | null;
};

interface ContestProblemDeps {
  repo: ContestRepository;
  access: ContestAccess;
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  records: ContestRecords;
  /** A remote judge site's problems (module remote-judge, passed by the wiring). */
  remote?: RemoteProblemImports;
}

/**
 * A contest's problems for its admins: the picker, problems created inside the contest (the
 * problem module's editor, with the contest as scope), display id, display title and balloon colour.
 */
export class ContestProblemAdminService {
  constructor(private readonly deps: ContestProblemDeps) {}

  /** With problemType: public problems of that type not yet in the contest; without: the contest's problems by display id. */
  async list(
    actor: Actor,
    q: { cid: number; currentPage: number; limit: number; keyword?: string; problemType?: number; oj?: string },
  ) {
    const { repo, access, problems, problemAdmin } = this.deps;
    await access.admin(actor, q.cid);
    const links = await repo.problems(q.cid);
    const contestProblemMap = Object.fromEntries(links.map((l) => [String(l.pid), toContestProblemEntity(l)]));
    if (q.problemType !== undefined) {
      const problemList = await problemAdmin.list(actor, {
        currentPage: q.currentPage,
        limit: q.limit,
        keyword: q.keyword,
        oj: q.oj,
        auth: ProblemAuth.Public,
        type: q.problemType,
        excludeIds: links.map((l) => Number(l.pid)),
      });
      return { problemList, contestProblemMap };
    }
    const rows = new Map((await problems.rowsByIds(links.map((l) => Number(l.pid)))).map((p) => [p.id, p]));
    const needle = q.keyword?.toLowerCase();
    const matching = links.filter((l) => {
      const p = rows.get(Number(l.pid));
      return p && (!needle || [l.displayId, l.displayTitle, p.problemId, p.title].some((s) => s.toLowerCase().includes(needle)));
    });
    const slice = matching.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit);
    // A contest admin who does not manage a problem (someone else's public problem) gets it without checker and judge-only files.
    const entities = await problems.entitiesFor(
      actor,
      slice.map((l) => rows.get(Number(l.pid))!),
    );
    const problemList: Page<ProblemEntity> = toPage(entities, matching.length, q.currentPage, q.limit);
    return { problemList, contestProblemMap };
  }

  async getProblem(actor: Actor, pid: number): Promise<ProblemEntity> {
    return this.deps.problems.entityFor(actor, await this.editableProblem(actor, pid));
  }

  /** A new contest-only problem; with cid and contestProblem it joins the contest in the same call. */
  async addProblem(actor: Actor, dto: ContestProblemDto): Promise<{ pid: number }> {
    const { repo, access, problemAdmin } = this.deps;
    const place = dto.cid != null ? dto.contestProblem : null;
    if (dto.cid != null) {
      await access.admin(actor, dto.cid);
      if (place) await this.checkDisplayIdFree(dto.cid, place.displayId, null);
    }
    // Created inside a contest, the problem stays out of the public bank until an admin opens it.
    const pid = await problemAdmin.create(actor, { ...dto, problem: { ...dto.problem, auth: ProblemAuth.Contest } });
    if (dto.cid != null && place) {
      await repo.insertProblem({
        cid: dto.cid,
        pid,
        displayId: place.displayId,
        displayTitle: place.displayTitle,
        color: place.color ?? null,
      });
    }
    return { pid };
  }

  async updateProblem(actor: Actor, dto: ContestProblemDto): Promise<void> {
    const pid = dto.problem.id;
    if (pid == null) throw AppError.fail('contest.fieldRequired', { field: 'problem.id' });
    const problem = await this.editableProblem(actor, pid);
    let link: ContestProblemRow | undefined;
    if (dto.cid != null) {
      const contest = await this.deps.access.admin(actor, dto.cid);
      await this.requireUsable(actor, problem, contest);
      link = await this.deps.repo.problemByPid(dto.cid, pid);
      if (!link) throw AppError.notFound('contest.problemNotInContest');
      if (dto.contestProblem) await this.checkDisplayIdFree(dto.cid, dto.contestProblem.displayId, link.id);
    }
    await this.deps.problemAdmin.update(actor, dto);
    if (link && dto.contestProblem) {
      const { displayId, displayTitle, color } = dto.contestProblem;
      await this.deps.repo.updateProblem(link.id, { displayId, displayTitle, color: color ?? null });
    }
  }

  /** With cid: out of that contest, with its submissions there. Without: the problem itself goes (root and problem admins). */
  async deleteProblem(actor: Actor, pid: number, cid: number | undefined): Promise<void> {
    if (cid === undefined) {
      if (!isRoot(actor) && actor.roleId !== Role.ProblemAdmin) throw AppError.noPermission();
      await this.deps.problemAdmin.delete(pid);
      return;
    }
    await this.deps.access.admin(actor, cid);
    if (!(await this.deps.repo.problemByPid(cid, pid))) throw AppError.notFound('contest.problemNotInContest');
    await this.deps.records.deleteForContestProblem(cid, pid);
    await this.deps.repo.deleteProblem(cid, pid);
  }

  async contestProblem(actor: Actor, cid: number, pid: number): Promise<ContestProblemEntity> {
    await this.deps.access.admin(actor, cid);
    const link = await this.deps.repo.problemByPid(cid, pid);
    if (!link) throw AppError.notFound('contest.problemNotInContest');
    return toContestProblemEntity(link);
  }

  /** Creates or changes a problem's place in a contest (display id, title, balloon colour). */
  async setContestProblem(
    actor: Actor,
    body: { cid: number; pid: number; displayId: string; displayTitle: string; color?: string | null },
  ): Promise<ContestProblemEntity> {
    const { repo, access, problems } = this.deps;
    const contest = await access.admin(actor, body.cid);
    const problem = await problems.byId(body.pid);
    if (!problem) throw AppError.notFound('problem.notFound');
    const link = await repo.problemByPid(body.cid, body.pid);
    // A new place: the problem must be one this caller may put there (finding: any pid was linked).
    if (!link) await this.requireUsable(actor, problem, contest);
    await this.checkDisplayIdFree(body.cid, body.displayId, link?.id ?? null);
    const values = { displayId: body.displayId, displayTitle: body.displayTitle, color: body.color ?? null };
    const saved = link
      ? await repo.updateProblem(link.id, values)
      : await repo.insertProblem({ cid: body.cid, pid: body.pid, ...values });
    return toContestProblemEntity(saved);
  }

  async addFromPublic(actor: Actor, body: { cid: number; pid: number; displayId: string }): Promise<void> {
    const { repo, access, problems } = this.deps;
    const contest = await access.admin(actor, body.cid);
    const problem = await problems.byId(body.pid);
    if (!problem) throw AppError.notFound('problem.notFound');
    if (problem.auth !== ProblemAuth.Public || toBool(problem.isGroup)) throw AppError.fail('contest.problemNotPublic');
    await this.requireUsable(actor, problem, contest);
    if (await repo.problemByPid(body.cid, body.pid)) throw AppError.fail('contest.problemAlreadyIn');
    await this.checkDisplayIdFree(body.cid, body.displayId, null);
    await repo.insertProblem({
      cid: body.cid,
      pid: body.pid,
      displayId: body.displayId,
      displayTitle: problem.title,
      color: null,
    });
  }

  /** A problem of the contest's own group, by display id (group contests only). */
  async addFromGroup(actor: Actor, body: { cid: number; problemId: string; displayId: string }): Promise<void> {
    const { repo, access, problems } = this.deps;
    const contest = await access.admin(actor, body.cid);
    const problem = await problems.rowByProblemId(body.problemId);
    if (!problem || contest.isGroup !== 1 || problem.gid == null || problem.gid !== contest.gid) {
      throw AppError.notFound('groupContent.problemNotInGroup', { problemId: body.problemId });
    }
    await this.requireUsable(actor, problem, contest);
    if (await repo.problemByPid(body.cid, problem.id)) throw AppError.fail('contest.problemAlreadyIn');
    await this.checkDisplayIdFree(body.cid, body.displayId, null);
    await repo.insertProblem({
      cid: body.cid,
      pid: problem.id,
      displayId: body.displayId,
      displayTitle: problem.title,
      color: null,
    });
  }

  /**
   * A remote judge site's problem into the contest (HOJ's importContestRemoteOJProblem): a problem
   * imported before is used as it is, else it is read from its site and saved; then it is added as
   * a picked public problem is. Access and the display id are checked before the site is asked.
   */
  async importRemote(actor: Actor, q: { cid: number; name: string; problemId: string; displayId: string }): Promise<void> {
    const { repo, access, problems, remote: remoteProblems } = this.deps;
    const contest = await access.admin(actor, q.cid);
    if (!remoteProblems) throw AppError.fail('remoteJudge.unsupported', { name: q.name });
    await this.checkDisplayIdFree(q.cid, q.displayId, null);
    const known = await problems.rowByProblemId(remoteProblems.problemIdOf(q.name, q.problemId));
    if (known) await this.requireUsable(actor, known, contest);
    const pid = known?.id ?? (await remoteProblems.importProblem(actor, q.name, q.problemId)).pid;
    if (await repo.problemByPid(q.cid, pid)) throw AppError.fail('contest.problemAlreadyIn');
    const problem = known ?? (await problems.byId(pid));
    if (!problem) throw AppError.notFound('problem.notFound');
    await repo.insertProblem({ cid: q.cid, pid, displayId: q.displayId, displayTitle: problem.title, color: null });
  }

  /** The problem module's one gate for a problem entering a contest (ProblemService.requireUsable). */
  private requireUsable(actor: Actor, problem: ProblemRow, contest: { isGroup: number; gid: number | null }): Promise<void> {
    return this.deps.problems.requireUsable(actor, problem, {
      kind: 'contest',
      gid: toBool(contest.isGroup) ? contest.gid : null,
    });
  }

  /** A problem the caller manages (ProblemService.mayManage: by uid, never by the author text). */
  private async editableProblem(actor: Actor, pid: number) {
    const problem = await this.deps.problems.byId(pid);
    if (!problem) throw AppError.notFound('problem.notFound');
    if (!(await this.deps.problems.mayManage(actor, problem))) throw AppError.forbidden('contest.problemNoAccess');
    return problem;
  }

  private async checkDisplayIdFree(cid: number, displayId: string, ownLinkId: number | null): Promise<void> {
    const taken = await this.deps.repo.problemByDisplayId(cid, displayId);
    if (taken && taken.id !== ownLinkId) throw AppError.fail('contest.displayIdTaken', { displayId });
  }
}
