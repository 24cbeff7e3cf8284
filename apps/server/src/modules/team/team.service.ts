import {
  type ContestTeamsVo,
  type TeamBody,
  type TeamGroupBody,
  type TeamGroupVo,
  type TeamOrganizationBody,
  type TeamOrganizationVo,
  type TeamVo,
  msToWireDate,
} from '@verdict/shared';
import { fromBool, toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { EventBus } from '../../infra/event-bus';
import type { UserDirectory } from '../account/user-directory';
import type { ContestAccess } from '../contest/contest-access';
import type { ContestRoster } from '../contest/contest-roster';
import type { ContestRow } from '../contest/contest.repository';
import type { FileService } from '../file/file.service';
import { CONTEST_DESK_TOPIC, type ContestDeskChange } from './team-directory';
import { isUniqueViolation, memberProblem } from './team-rules';
import type { TeamGroupRow, TeamOrganizationRow, TeamRepository, TeamWithMembers } from './team.repository';

export interface TeamServiceDeps {
  repo: TeamRepository;
  access: Pick<ContestAccess, 'admin' | 'visible'>;
  roster: Pick<ContestRoster, 'nonCounting' | 'enroll'>;
  users: Pick<UserDirectory, 'uidsOf' | 'byUids'>;
  files: Pick<FileService, 'saveTeamLogo'>;
  desk: EventBus;
}

export const toOrganizationVo = (o: TeamOrganizationRow): TeamOrganizationVo => ({
  id: Number(o.id),
  cid: Number(o.cid),
  name: o.name,
  formalName: o.formalName,
  country: o.country,
  logoUrl: o.logo,
});

export const toGroupVo = (g: TeamGroupRow): TeamGroupVo => ({
  id: Number(g.id),
  cid: Number(g.cid),
  name: g.name,
  hidden: toBool(g.hidden),
});

/** A contest's teams, organisations and groups as its admins manage them; every change is published on the desk topic. */
export class TeamService {
  constructor(private readonly deps: TeamServiceDeps) {}

  /** The team objects with their members' usernames. */
  async teamVos(teams: TeamWithMembers[]): Promise<TeamVo[]> {
    const cids = [...new Set(teams.map((t) => Number(t.cid)))];
    const [cards, orgs] = await Promise.all([
      this.deps.users.byUids(teams.flatMap((t) => t.memberUids)),
      Promise.all(cids.map((cid) => this.deps.repo.organizations(cid))),
    ]);
    const orgName = new Map(orgs.flat().map((o) => [Number(o.id), o.name]));
    return teams.map((t) => ({
      id: Number(t.id),
      cid: Number(t.cid),
      name: t.name,
      organizationId: t.organizationId == null ? null : Number(t.organizationId),
      organizationName: t.organizationId == null ? null : (orgName.get(Number(t.organizationId)) ?? null),
      groupId: t.groupId == null ? null : Number(t.groupId),
      location: t.location,
      star: toBool(t.star),
      members: t.memberUids.map((uid) => ({ uid, username: cards.get(uid)?.username ?? uid })),
      gmtCreate: msToWireDate(t.gmtCreate),
    }));
  }

  publish(cid: number, kind: ContestDeskChange['kind'], id: number | string): void {
    const change: ContestDeskChange = { cid, kind, id: String(id) };
    this.deps.desk.publish(CONTEST_DESK_TOPIC, change);
  }

  async list(actor: Actor, cid: number): Promise<ContestTeamsVo> {
    const contest = await this.deps.access.admin(actor, cid);
    const { repo } = this.deps;
    const [teams, organizations, groups] = await Promise.all([repo.teams(cid), repo.organizations(cid), repo.groups(cid)]);
    return {
      teamContest: toBool(contest.teamContest),
      teams: await this.teamVos(teams),
      organizations: organizations.map(toOrganizationVo),
      groups: groups.map(toGroupVo),
    };
  }

  // ── teams ────────────────────────────────────────────────────────────────

  async saveTeam(actor: Actor, body: TeamBody & { id?: number }): Promise<TeamVo> {
    const contest = await this.deps.access.admin(actor, body.cid);
    const { repo } = this.deps;
    const id = body.id ?? null;
    if (id !== null && !(await repo.team(contest.id, id))) throw AppError.notFound('team.notFound');
    await this.checkRefs(contest.id, body.organizationId, body.groupId);
    const other = await repo.teamByName(contest.id, body.name);
    if (other && Number(other.id) !== id) throw AppError.fail('team.nameTaken', { name: body.name });
    const checked = await memberProblem(this.deps, contest, body.members, id);
    if ('error' in checked) throw checked.error;
    const values = {
      name: body.name,
      organizationId: body.organizationId,
      groupId: body.groupId,
      location: body.location,
      star: fromBool(body.star),
    };
    const saved = await this.write(body.name, () =>
      repo.transaction(async (trx) => {
        if (id === null) return repo.insertTeam(trx, contest.id, { ...values, uid: null }, checked.uids);
        await repo.updateTeam(trx, contest.id, id, values, checked.uids);
        return id;
      }),
    );
    await this.deps.roster.enroll(contest.id, checked.uids);
    this.publish(contest.id, 'team', saved);
    return (await this.teamVos([(await repo.team(contest.id, saved))!]))[0]!;
  }

  async deleteTeam(actor: Actor, cid: number, id: number): Promise<void> {
    await this.deps.access.admin(actor, cid);
    if (!(await this.deps.repo.deleteTeam(cid, id))) throw AppError.notFound('team.notFound');
    this.publish(cid, 'team', id);
  }

  /** Runs a write; a unique key refusing it (a race) becomes the clear message. */
  async write<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.fail('team.nameTaken', { name });
      throw err;
    }
  }

  private async checkRefs(cid: number, organizationId: number | null, groupId: number | null): Promise<void> {
    if (organizationId !== null && !(await this.deps.repo.organization(cid, organizationId)))
      throw AppError.fail('team.organizationNotFound');
    if (groupId !== null && !(await this.deps.repo.group(cid, groupId))) throw AppError.fail('team.groupNotFound');
  }

  // ── organisations ────────────────────────────────────────────────────────

  async saveOrganization(actor: Actor, body: TeamOrganizationBody & { id?: number }): Promise<TeamOrganizationVo> {
    const contest = await this.deps.access.admin(actor, body.cid);
    const { repo } = this.deps;
    const other = await repo.organizationByName(contest.id, body.name);
    if (other && Number(other.id) !== body.id) throw AppError.fail('team.organizationTaken', { name: body.name });
    const values = { name: body.name, formalName: body.formalName, country: body.country };
    let id = body.id;
    if (id === undefined) id = await repo.insertOrganization(contest.id, values);
    else {
      if (!(await repo.organization(contest.id, id))) throw AppError.notFound('team.organizationNotFound');
      await repo.updateOrganization(contest.id, id, values);
    }
    this.publish(contest.id, 'organization', id);
    return toOrganizationVo((await repo.organization(contest.id, id))!);
  }

  async uploadLogo(actor: Actor, cid: number, id: number, data: Buffer): Promise<TeamOrganizationVo> {
    const contest = await this.deps.access.admin(actor, cid);
    if (!(await this.deps.repo.organization(contest.id, id))) throw AppError.notFound('team.organizationNotFound');
    const saved = await this.deps.files.saveTeamLogo(actor, data);
    if (!saved) throw AppError.fail('team.logoType');
    await this.deps.repo.updateOrganization(contest.id, id, { logo: saved.url });
    this.publish(contest.id, 'organization', id);
    return toOrganizationVo((await this.deps.repo.organization(contest.id, id))!);
  }

  async deleteOrganization(actor: Actor, cid: number, id: number): Promise<void> {
    await this.deps.access.admin(actor, cid);
    if (!(await this.deps.repo.deleteOrganization(cid, id))) throw AppError.notFound('team.organizationNotFound');
    this.publish(cid, 'organization', id);
  }

  // ── groups ───────────────────────────────────────────────────────────────

  async saveGroup(actor: Actor, body: TeamGroupBody & { id?: number }): Promise<TeamGroupVo> {
    const contest = await this.deps.access.admin(actor, body.cid);
    const { repo } = this.deps;
    const other = await repo.groupByName(contest.id, body.name);
    if (other && Number(other.id) !== body.id) throw AppError.fail('team.groupTaken', { name: body.name });
    const values = { name: body.name, hidden: fromBool(body.hidden) };
    let id = body.id;
    if (id === undefined) id = await repo.insertGroup(contest.id, values);
    else {
      if (!(await repo.group(contest.id, id))) throw AppError.notFound('team.groupNotFound');
      await repo.updateGroup(contest.id, id, values);
    }
    this.publish(contest.id, 'group', id);
    return toGroupVo((await repo.group(contest.id, id))!);
  }

  async deleteGroup(actor: Actor, cid: number, id: number): Promise<void> {
    await this.deps.access.admin(actor, cid);
    if (!(await this.deps.repo.deleteGroup(cid, id))) throw AppError.notFound('team.groupNotFound');
    this.publish(cid, 'group', id);
  }

  /** A team contest the caller may see, for registration. */
  async teamContest(actor: Actor, cid: number): Promise<ContestRow> {
    const { contest } = await this.deps.access.visible(actor, cid);
    if (!toBool(contest.teamContest)) throw AppError.fail('team.notTeamContest');
    return contest;
  }
}
