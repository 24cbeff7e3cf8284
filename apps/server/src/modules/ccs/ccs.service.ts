import { CCS_CLARIFICATION_TEXT_MAX, Role } from '@verdict/shared';
import { z } from 'zod';
import { type Actor, isRoot } from '../../http/actor';
import type { ContestEntry } from '../contest/contest-access';
import type { ContestListFilter, ContestRow } from '../contest/contest.repository';
import type { TeamDirectory } from '../team/team-directory';
import type { CcsClarification, CcsClarifications } from './ccs-clarifications';
import { contestObject } from './ccs-config';
import type { CcsContext } from './ccs-context';
import { CcsHttpError } from './ccs-http';
import type { CcsObjectsService, CcsViewer } from './ccs-objects';

export interface CcsServiceDeps {
  objects: CcsObjectsService;
  /** ContestAccess: the contest if the caller may see it (404 otherwise), and whether they administer it. */
  access: { visible(actor: Actor | null, cid: number): Promise<ContestEntry> };
  /** ContestRepository's list of the site's visible contests. */
  contestList: { listVisible(f: ContestListFilter, now: number): Promise<{ records: ContestRow[] }> };
  teams: TeamDirectory;
  clarifications: CcsClarifications;
}

/** Site admins (root and admin) are the CCS admin of every contest they see. */
const isSiteAdmin = (a: Actor) => isRoot(a) || a.roleId === Role.Admin;

const idOrNull = z.string().trim().min(1).max(36).nullable().optional();
const clarificationBody = z.strictObject({
  from_team_id: idOrNull,
  to_team_id: idOrNull,
  reply_to_id: idOrNull,
  problem_id: idOrNull,
  text: z
    .string()
    .trim()
    .min(1, 'text is empty')
    .max(CCS_CLARIFICATION_TEXT_MAX, `text is longer than ${CCS_CLARIFICATION_TEXT_MAX}`),
  time: z.string().nullable().optional(),
});

/** Who reads the ICPC Contest API of a contest, and the clarification posts it accepts. */
export class CcsService {
  constructor(private readonly deps: CcsServiceDeps) {}

  /** The viewer of a contest: its admins (and site admins) are `admin`, a participant their `team`, anyone else `public`. */
  async viewer(actor: Actor | null, cid: number): Promise<CcsViewer> {
    const { admin } = await this.deps.access.visible(actor, cid);
    if (!actor) return { role: 'public' };
    if (admin || isSiteAdmin(actor)) return { role: 'admin', uid: actor.uid };
    const team = await this.deps.teams.teamOf(cid, actor.uid);
    return team ? { role: 'team', uid: actor.uid, teamId: team.id } : { role: 'public' };
  }

  /** The contest as a viewer reads it, or 404. */
  async context(actor: Actor | null, cid: number): Promise<CcsContext> {
    const ctx = await this.deps.objects.context(cid, await this.viewer(actor, cid));
    if (!ctx) throw new CcsHttpError(404, 'contest not found');
    return ctx;
  }

  /** The contests the caller sees: the site's visible ones (a contest's own endpoints also answer its admins when hidden). */
  async contests(): Promise<Record<string, unknown>[]> {
    const { records } = await this.deps.contestList.listVisible({ currentPage: 1, limit: 100 }, Date.now());
    return records.map(contestObject);
  }

  /**
   * A clarification POST: a team asks (to the jury, about a problem or in general), the jury
   * answers one team or everybody or announces. Anything else is refused before anything is written.
   */
  async postClarification(ctx: CcsContext, raw: unknown): Promise<CcsClarification> {
    const v = ctx.viewer;
    if (v.role === 'public') throw new CcsHttpError(403, 'only teams and the jury may send clarifications');
    const parsed = clarificationBody.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CcsHttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`);
    }
    const b = parsed.data;
    const problemId = b.problem_id ?? null;
    if (problemId !== null && !ctx.problems.some((p) => String(p.pid) === problemId))
      throw new CcsHttpError(400, `problem ${problemId} is not in this contest`);
    const cid = ctx.contest.id;
    if (v.role === 'team') {
      if (b.to_team_id != null || b.time != null || b.reply_to_id != null)
        throw new CcsHttpError(400, 'a team may not set to_team_id, reply_to_id or time');
      if (b.from_team_id != null && b.from_team_id !== v.teamId) throw new CcsHttpError(403, 'from_team_id is not your team');
      return this.deps.clarifications.post({
        cid,
        uid: v.uid,
        fromTeamId: v.teamId,
        toTeamId: null,
        replyToId: null,
        problemId,
        text: b.text,
      });
    }
    if (b.from_team_id != null) throw new CcsHttpError(400, 'the jury may not send as a team');
    const toTeamId = b.to_team_id ?? null;
    if (toTeamId !== null && !ctx.teams.some((t) => t.id === toTeamId))
      throw new CcsHttpError(400, `team ${toTeamId} is not in this contest`);
    const replyToId = b.reply_to_id ?? null;
    if (replyToId !== null && !(await this.deps.clarifications.list(cid, v)).some((c) => c.id === replyToId))
      throw new CcsHttpError(400, `clarification ${replyToId} not found`);
    return this.deps.clarifications.post({ cid, uid: v.uid, fromTeamId: null, toTeamId, replyToId, problemId, text: b.text });
  }
}
