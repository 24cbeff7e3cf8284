import type {
  AdminContestBody,
  AdminContestVo,
  ContestAnnouncementBody,
  ContestAnnouncementVo,
  ContestProblemEntity,
  ContestVo,
  Page,
} from '@verdict/shared';
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
  constructor(
    private readonly deps: {
      gate: GroupGate;
      contests: ContestService;
      contestAdmin: ContestAdminService;
      contestProblemAdmin: ContestProblemAdminService;
    },
  ) {}

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

  /** A group contest the caller administers (404 for a site contest, 403 for another admin's): every call on one contest starts here. */
  admin = (actor: Actor, cid: number): Promise<number> => this.deps.contestAdmin.groupOf(actor, cid);

  async get(actor: Actor, cid: number): Promise<AdminContestVo> {
    await this.admin(actor, cid);
    return this.deps.contestAdmin.get(actor, cid);
  }

  async update(actor: Actor, body: AdminContestBody): Promise<void> {
    if (body.id == null) throw AppError.invalid('id', 'is required');
    await this.admin(actor, body.id);
    await this.deps.contestAdmin.update(actor, body);
  }

  async delete(actor: Actor, cid: number): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.contestAdmin.delete(actor, cid);
  }

  async setVisible(actor: Actor, cid: number, visible: boolean): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.contestAdmin.setVisible(actor, cid, visible);
  }

  async problemList(actor: Actor, q: Parameters<ContestProblemAdminService['list']>[1]) {
    await this.admin(actor, q.cid);
    return this.deps.contestProblemAdmin.list(actor, q);
  }

  async contestProblem(actor: Actor, cid: number, pid: number): Promise<ContestProblemEntity> {
    await this.admin(actor, cid);
    return this.deps.contestProblemAdmin.contestProblem(actor, cid, pid);
  }

  async setContestProblem(
    actor: Actor,
    body: Parameters<ContestProblemAdminService['setContestProblem']>[1],
  ): Promise<ContestProblemEntity> {
    await this.admin(actor, body.cid);
    return this.deps.contestProblemAdmin.setContestProblem(actor, body);
  }

  async deleteProblem(actor: Actor, cid: number, pid: number): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.contestProblemAdmin.deleteProblem(actor, pid, cid);
  }

  async addFromPublic(actor: Actor, body: { cid: number; pid: number; displayId: string }): Promise<void> {
    await this.admin(actor, body.cid);
    await this.deps.contestProblemAdmin.addFromPublic(actor, body);
  }

  async addFromGroup(actor: Actor, q: { cid: number; problemId: string; displayId: string }): Promise<void> {
    await this.admin(actor, q.cid);
    await this.deps.contestProblemAdmin.addFromGroup(actor, q);
  }

  async announcements(
    actor: Actor,
    q: { cid: number; currentPage: number; limit: number },
  ): Promise<Page<ContestAnnouncementVo>> {
    await this.admin(actor, q.cid);
    return this.deps.contestAdmin.announcements(actor, q);
  }

  async addAnnouncement(actor: Actor, body: ContestAnnouncementBody): Promise<void> {
    await this.admin(actor, body.cid);
    await this.deps.contestAdmin.addAnnouncement(actor, body);
  }

  async updateAnnouncement(actor: Actor, body: ContestAnnouncementBody): Promise<void> {
    await this.admin(actor, body.cid);
    await this.deps.contestAdmin.updateAnnouncement(actor, body);
  }

  async deleteAnnouncement(actor: Actor, cid: number, aid: number): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.contestAdmin.deleteAnnouncement(actor, aid, cid);
  }

  /** A new contest problem: a problem of the group (short-name prefix), contest-only, placed in the contest. */
  async addProblem(actor: Actor, dto: ContestProblemDto): Promise<{ pid: number }> {
    if (dto.cid == null) throw AppError.invalid('cid', 'is required');
    const gid = await this.admin(actor, dto.cid);
    const { shortName } = await this.deps.gate.requireMember(actor, gid);
    const problemId = prefixedProblemId(shortName, dto.problem.problemId, true);
    return this.deps.contestProblemAdmin.addProblem(actor, {
      ...dto,
      problem: { ...dto.problem, problemId, gid, author: actor.username },
    });
  }
}
