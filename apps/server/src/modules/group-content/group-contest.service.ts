import type { AdminContestBody, AdminContestVo, ContestVo, Page } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ContestAdminService } from '../contest/contest-admin.service';
import type { ContestProblemAdminService, ContestProblemDto } from '../contest/contest-problem-admin.service';
import type { ContestService } from '../contest/contest.service';
import type { GroupGate } from './group-gate';
import { prefixedProblemId } from './group-problem.service';

/**
 * A group's contests (contract §2.10) on the contest module's services: members list the visible
 * ones, group admins create, and each contest is administered by the group root and its creator
 * (ContestAccess applies that rule to every call on one contest, contestants' calls included).
 */
export class GroupContestService {
  constructor(private readonly deps: { gate: GroupGate; contests: ContestService; contestAdmin: ContestAdminService; contestProblemAdmin: ContestProblemAdminService }) {}

  async list(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<ContestVo>> {
    const role = await this.deps.gate.requireMember(actor, q.gid);
    return this.deps.contests.groupList(q.gid, { ...q, withHidden: role.isAdmin });
  }

  async adminList(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<AdminContestVo>> {
    await this.deps.gate.requireAdmin(actor, q.gid);
    return this.deps.contestAdmin.groupList(actor, q.gid, q);
  }

  async create(actor: Actor, body: AdminContestBody): Promise<AdminContestVo> {
    if (body.gid == null) throw AppError.invalid('gid', 'is required');
    await this.deps.gate.requireAdmin(actor, body.gid);
    return this.deps.contestAdmin.create(actor, body, body.gid);
  }

  /** A group contest the caller administers (404 for a site contest, 403 for another admin's). */
  admin = (actor: Actor, cid: number): Promise<number> => this.deps.contestAdmin.groupOf(actor, cid);

  /** A new contest problem: a problem of the group (short-name prefix), contest-only, placed in the contest. */
  async addProblem(actor: Actor, dto: ContestProblemDto): Promise<{ pid: number }> {
    if (dto.cid == null) throw AppError.invalid('cid', 'is required');
    const gid = await this.admin(actor, dto.cid);
    const { shortName } = await this.deps.gate.requireMember(actor, gid);
    const problemId = prefixedProblemId(shortName, dto.problem.problemId, true);
    return this.deps.contestProblemAdmin.addProblem(actor, { ...dto, problem: { ...dto.problem, problemId, gid, author: actor.username } });
  }
}
