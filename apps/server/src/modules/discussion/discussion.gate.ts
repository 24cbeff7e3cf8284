import { type MessageKey, type RoleId, Role, type SwitchConfig } from '@verdict/shared';
import { type Actor, can, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { SubmissionRecords } from '../submission/submission-records.service';
import type { SwitchService } from '../site/switch.service';

type Flag = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
const FLAG_KEY: Record<Flag, MessageKey> = {
  openPublicDiscussion: 'discussion.publicClosed',
  openGroupDiscussion: 'discussion.groupClosed',
  openContestComment: 'discussion.contestCommentClosed',
};
const MUTED: readonly RoleId[] = [Role.MuteUser, Role.NoSubmitMuteUser];

/** A permission refusal with its own words, still HTTP 403 as the contract's permission check answers. */
const refused = (key: MessageKey) => new AppError(403, key, undefined, 403);

/**
 * Who may write where (spec 2 §6, contract §1.3): the site flags, the restricted roles
 * 1004–1007 with their own messages, and the switch config's AC minimum and daily limit.
 * Admin roles pass the AC and daily checks (they moderate, they are not newcomers).
 */
export class DiscussionGate {
  /** `switches`: as newcomers meet them (the site module's NewcomerSwitches: AC minimums never above the site's problems). */
  constructor(private readonly deps: { switches: Pick<SwitchService, 'get'>; records: SubmissionRecords }) {}

  switches = () => this.deps.switches.get();

  /** `annotated`: the contract checks this flag on the endpoint (HTTP 403); otherwise inside the service (HTTP 200). */
  async requireFlag(flag: Flag, annotated: boolean, config?: SwitchConfig): Promise<void> {
    const sw = config ?? (await this.deps.switches.get());
    if (!sw[flag]) throw new AppError(403, FLAG_KEY[flag], undefined, annotated ? 403 : 200);
  }

  /** Posting a discussion: permission, AC minimum, daily limit. */
  async mayPost(actor: Actor, postedToday: () => Promise<number>): Promise<void> {
    if (!can(actor, 'discussion_add'))
      throw refused(MUTED.includes(actor.roleId) ? 'discussion.mutedRole' : 'discussion.noDiscussRole');
    if (isAdmin(actor)) return;
    const sw = await this.deps.switches.get();
    await this.requireAc(actor, sw.defaultCreateDiscussionACInitValue, 'discussion.acTooLowPost');
    const limit = sw.defaultCreateDiscussionDailyLimit;
    if (limit > 0 && (await postedToday()) >= limit) throw AppError.forbidden('discussion.dailyLimit', { count: limit });
  }

  /**
   * Commenting or replying: permission and the comment AC minimum. A contest's comment area is
   * where contestants ask their questions: the AC minimum does not apply there (HOJ applies it
   * outside contests only).
   */
  async mayComment(actor: Actor, permission: 'comment_add' | 'reply_add', inContest = false): Promise<void> {
    if (!can(actor, permission)) throw refused('discussion.mutedRole');
    if (isAdmin(actor) || inContest) return;
    const sw = await this.deps.switches.get();
    await this.requireAc(actor, sw.defaultCreateCommentACInitValue, 'discussion.acTooLowComment');
  }

  private async requireAc(actor: Actor, minimum: number, key: MessageKey): Promise<void> {
    if (minimum <= 0) return;
    const { solvedPids } = await this.deps.records.userFigures(actor.uid);
    if (solvedPids.length < minimum) throw AppError.forbidden(key, { count: minimum });
  }
}

/** Server-local midnight: the day the daily limit counts. */
export function startOfToday(now = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}
