import { ContestAuth, ContestStatus } from '@verdict/shared';
import { type GroupStandings, canManageGroupItem, canSeeGroupItem } from '../../access/group-policy';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { matchesAccountRule, statusOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';

/** A site contest's admins (spec 2 §6): root and its author, by uid. Group contests follow the group policy instead. */
const managesSiteContest = (actor: Actor | null, c: Pick<ContestRow, 'uid'>): boolean =>
  actor !== null && (isRoot(actor) || actor.uid === c.uid);

/** A contest as one caller reaches it. */
export interface ContestEntry {
  contest: ContestRow;
  admin: boolean;
  now: number;
}

/**
 * The access rules of spec 2 §4 and §6, one place for every contest call: who sees a contest,
 * who enters it, who submits, who administers it. Each refusal has its own message.
 */
export class ContestAccess {
  /** `groups` (the group module's standings, wired in wiring/) opens group contests to their members. */
  constructor(
    private readonly repo: ContestRepository,
    private readonly groups?: GroupStandings,
  ) {}

  /** The contest if it exists and the caller may see it (hidden ones only by their admins, group ones only in their group). */
  async visible(actor: Actor | null, cid: number): Promise<ContestEntry> {
    const contest = await this.repo.findById(cid);
    const { admin, seen } = contest ? await this.standing(actor, contest) : { admin: false, seen: false };
    if (!contest || !seen) throw AppError.notFound('contest.notFound');
    return { contest, admin, now: Date.now() };
  }

  /** Root or the author (of a group contest: the group root or its creator), else 403 (the contest admin pages and helpers). */
  async admin(actor: Actor, cid: number): Promise<ContestRow> {
    const contest = await this.repo.findById(cid);
    if (!contest) throw AppError.notFound('contest.notFound');
    // Not its admin: 403 whether it is hidden or not (the admin list shows hidden contests to every admin; a group's refuses outsiders the same way).
    const { admin } = await this.standing(actor, contest);
    if (!admin) throw AppError.forbidden('contest.noAdmin');
    return contest;
  }

  /**
   * Whether the caller administers this contest (sees past the seal, reads every row): the one
   * answer every "is this the contest's admin" decision asks, site and group contests alike.
   */
  async isAdmin(actor: Actor | null, contest: ContestRow): Promise<boolean> {
    return (await this.standing(actor, contest)).admin;
  }

  /**
   * Who administers and who sees a contest. A group contest follows the group policy
   * (access/group-policy.ts): managed by super admins, the group root and its creator while a
   * group admin; seen by the group's members while visible, by its admins always.
   */
  private async standing(actor: Actor | null, contest: ContestRow): Promise<{ admin: boolean; seen: boolean }> {
    if (!toBool(contest.isGroup) || contest.gid == null) {
      const admin = managesSiteContest(actor, contest);
      return { admin, seen: admin || toBool(contest.visible) };
    }
    if (!actor || !this.groups) return { admin: false, seen: false };
    const s = await this.groups.standingOf(actor, contest.gid);
    const admin = canManageGroupItem(s, contest);
    return { admin, seen: admin || canSeeGroupItem(s, { visible: toBool(contest.visible) }) };
  }

  /** Entering the contest pages: admins always; others once it started, and for a private contest once registered. */
  async entry(actor: Actor | null, cid: number): Promise<ContestEntry> {
    const entry = await this.visible(actor, cid);
    if (entry.admin) return entry;
    const { contest, now } = entry;
    if (statusOf(contest, now) === ContestStatus.Scheduled) throw AppError.forbidden('contest.notStarted');
    if (contest.auth === ContestAuth.Private && !(actor && (await this.repo.isRegistered(contest.id, actor.uid)))) {
      throw AppError.forbidden('contest.registerFirst');
    }
    return entry;
  }

  /** Submitting (spec 2 §6): admins always; others while running (or after the end with allowEndSubmit), registered for a non-public contest, within the account rule. */
  async submit(actor: Actor, cid: number): Promise<ContestEntry> {
    const entry = await this.visible(actor, cid);
    if (entry.admin) return entry;
    const { contest, now } = entry;
    const status = statusOf(contest, now);
    if (status === ContestStatus.Scheduled) throw AppError.forbidden('contest.notStartedSubmit');
    if (status === ContestStatus.Ended && !toBool(contest.allowEndSubmit)) throw AppError.forbidden('contest.ended');
    if (contest.auth !== ContestAuth.Public && !(await this.repo.isRegistered(contest.id, actor.uid)))
      throw AppError.forbidden('contest.registerFirst');
    if (toBool(contest.openAccountLimit) && !matchesAccountRule(contest.accountLimitRule, actor.username)) {
      throw AppError.forbidden('contest.accountNotAllowed');
    }
    return entry;
  }

  /** Whether the caller has passed the password step (public contests and admins need none). */
  async hasAccess(actor: Actor, cid: number): Promise<boolean> {
    const { contest, admin } = await this.visible(actor, cid);
    return admin || contest.auth === ContestAuth.Public || this.repo.isRegistered(contest.id, actor.uid);
  }
}
