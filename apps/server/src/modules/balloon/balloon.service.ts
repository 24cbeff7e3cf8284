import {
  type BalloonList,
  BalloonLimits,
  type BalloonProblem,
  type BalloonSettings,
  type BalloonVo,
  msToWireDate as wire,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserDirectory } from '../account/user-directory';
import { ruleOf, sealOf } from '../contest/contest.policy';
import type { ContestRow } from '../contest/contest.repository';
import type { ContestTeam, TeamDirectory } from '../team/team-directory';
import type { BalloonContests } from './balloon-contests';
import type { BalloonRepository, BalloonRow } from './balloon.repository';
import type { BalloonTracker } from './balloon-tracker';

export interface BalloonServiceDeps {
  repo: BalloonRepository;
  contests: BalloonContests;
  teams: TeamDirectory;
  users: Pick<UserDirectory, 'byUids' | 'uidsOf'>;
  tracker: BalloonTracker;
}

/**
 * The runner page's calls: the contest's balloons (its admins and its runners), delivered marks,
 * the freeze setting and the runners (its admins). While the board is sealed, balloons of ACs made
 * from the seal on are held back unless the contest's setting lets them through.
 */
export class BalloonService {
  constructor(private readonly deps: BalloonServiceDeps) {}

  async list(actor: Actor, q: { cid: number; room?: string; delivered?: boolean }): Promise<BalloonList> {
    const { contest, admin } = await this.runner(actor, q.cid);
    await this.deps.tracker.ensureBuilt(contest.id);
    const now = Date.now();
    const [rows, links, duringFreeze] = await Promise.all([
      this.deps.repo.list(contest.id),
      this.deps.contests.problems(contest.id),
      this.deps.repo.duringFreeze(contest.id),
    ]);
    const problemOf = new Map(links.map((l) => [Number(l.id), l]));
    const sealedFrom = ruleOf(contest).sealedFrom(sealOf(contest), now);
    const held = (r: BalloonRow) => sealedFrom !== null && !duringFreeze && !r.delivered && Number(r.submitTime) >= sealedFrom;
    const inContest = rows.filter((r) => problemOf.has(Number(r.cpid)));
    const shown = inContest.filter((r) => !held(r));
    // First to solve: the earliest AC of the problem among every balloon (held ones are all later than shown ones).
    const firstAt = new Map<number, number>();
    for (const r of inContest) {
      const at = Number(r.submitTime);
      if (at < (firstAt.get(Number(r.cpid)) ?? Infinity)) firstAt.set(Number(r.cpid), at);
    }
    const byTeam = new Map<string, BalloonRow[]>();
    for (const r of shown) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r]);
    const room = q.room?.toLowerCase();
    const [teams, runners] = await Promise.all([
      this.teamsByid(contest.id, [...byTeam.keys()]),
      this.deps.users.byUids(shown.flatMap((r) => (r.deliveredBy ? [r.deliveredBy] : []))),
    ]);
    const balloonOf = (cpid: number): BalloonProblem => {
      const l = problemOf.get(cpid)!;
      return { displayId: l.displayId, color: l.color };
    };
    const balloons: BalloonVo[] = shown
      .filter((r) => q.delivered === undefined || Boolean(r.delivered) === q.delivered)
      .filter((r) => !room || (teams.get(r.teamId)?.location ?? '').toLowerCase().startsWith(room))
      .map((r) => {
        const team = teams.get(r.teamId);
        const link = problemOf.get(Number(r.cpid))!;
        return {
          id: Number(r.id),
          cid: contest.id,
          teamId: r.teamId,
          teamName: team?.name ?? r.teamId,
          location: team?.location ?? null,
          displayId: link.displayId,
          problemTitle: link.displayTitle,
          color: link.color,
          submitId: Number(r.submitId),
          submitTime: wire(Number(r.submitTime)),
          contestTime: Math.max(0, Math.floor((Number(r.submitTime) - Number(contest.startTime)) / 1000)),
          firstToSolve: firstAt.get(Number(r.cpid)) === Number(r.submitTime),
          delivered: Boolean(r.delivered),
          deliveredAt: wire(r.deliveredAt),
          deliveredBy: r.deliveredBy ? (runners.get(r.deliveredBy)?.username ?? null) : null,
          others: (byTeam.get(r.teamId) ?? []).filter((o) => o.id !== r.id).map((o) => balloonOf(Number(o.cpid))),
        };
      });
    return {
      balloons,
      held: inContest.length - shown.length,
      frozen: sealedFrom !== null,
      duringFreeze,
      admin,
      contestTitle: contest.title,
    };
  }

  async setDelivered(actor: Actor, body: { cid: number; id: number; delivered: boolean }): Promise<void> {
    await this.runner(actor, body.cid);
    const row = await this.deps.repo.find(body.id);
    if (!row || Number(row.cid) !== body.cid) throw AppError.notFound('balloon.notFound');
    await this.deps.repo.setDelivered(row.id, body.delivered ? actor.uid : null, body.delivered ? Date.now() : null);
    this.deps.tracker.publish(body.cid, Number(row.id));
  }

  async settings(actor: Actor, cid: number): Promise<BalloonSettings> {
    await this.admin(actor, cid);
    const [duringFreeze, uids] = await Promise.all([this.deps.repo.duringFreeze(cid), this.deps.repo.runners(cid)]);
    const cards = await this.deps.users.byUids(uids);
    return {
      duringFreeze,
      runners: uids.flatMap((uid) => {
        const c = cards.get(uid);
        return c ? [{ uid, username: c.username, realname: c.realname }] : [];
      }),
    };
  }

  async setDuringFreeze(actor: Actor, cid: number, on: boolean): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.repo.setDuringFreeze(cid, on, Date.now());
    this.deps.tracker.publish(cid, null);
  }

  async addRunner(actor: Actor, cid: number, username: string): Promise<void> {
    await this.admin(actor, cid);
    const [uid] = await this.deps.users.uidsOf([username]);
    if (!uid) throw AppError.fail('balloon.runnerUnknown', { username });
    if (await this.deps.teams.teamOf(cid, uid)) throw AppError.fail('balloon.runnerIsContestant', { username });
    const runners = await this.deps.repo.runners(cid);
    if (runners.includes(uid)) throw AppError.fail('balloon.runnerExists', { username });
    if (runners.length >= BalloonLimits.runnersMax) throw AppError.fail('balloon.runnersFull', { max: BalloonLimits.runnersMax });
    await this.deps.repo.addRunner(cid, uid, Date.now());
  }

  async removeRunner(actor: Actor, cid: number, uid: string): Promise<void> {
    await this.admin(actor, cid);
    await this.deps.repo.removeRunner(cid, uid);
  }

  async rebuild(actor: Actor, cid: number): Promise<number> {
    await this.admin(actor, cid);
    return this.deps.tracker.rebuild(cid);
  }

  /** The contest's admins and its runners; anyone else 403 (a missing contest 404). */
  private async runner(actor: Actor, cid: number): Promise<{ contest: ContestRow; admin: boolean }> {
    const contest = await this.deps.contests.find(cid);
    if (!contest) throw AppError.notFound('contest.notFound');
    if (await this.deps.contests.isAdmin(actor, contest)) return { contest, admin: true };
    if (await this.deps.repo.isRunner(cid, actor.uid)) return { contest, admin: false };
    throw AppError.forbidden('balloon.noAccess');
  }

  private async admin(actor: Actor, cid: number): Promise<ContestRow> {
    const contest = await this.deps.contests.find(cid);
    if (!contest) throw AppError.notFound('contest.notFound');
    if (!(await this.deps.contests.isAdmin(actor, contest))) throw AppError.forbidden('contest.noAdmin');
    return contest;
  }

  private async teamsByid(cid: number, ids: string[]): Promise<Map<string, ContestTeam>> {
    const out = new Map<string, ContestTeam>();
    if (ids.length === 0) return out;
    const wanted = new Set(ids);
    for (const t of await this.deps.teams.teams(cid)) if (wanted.has(t.id)) out.set(t.id, t);
    // An individual contest's team of one has the contestant's uid as its id.
    for (const id of ids) {
      if (out.has(id)) continue;
      const t = await this.deps.teams.teamOf(cid, id);
      if (t) out.set(id, t);
    }
    return out;
  }
}
