import { ContestType, toCcsRelTime } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { ContestRow } from '../contest/contest.repository';
import type { UserCard } from '../account/user-directory';
import type { ProblemRow } from '../problem/problem.mapper';
import type { TeamDirectory } from '../team/team-directory';
import { type CcsContext, problemsShown } from './ccs-context';
import type { CcsImageSource } from './ccs-images';
import { JUDGEMENT_TYPES, duration, entryPointOf, languageIds, languageOf, time } from './ccs-format';

/** The configuration objects of the ICPC Contest API (contest, state, judgement types, languages, problems, teams…). */

type Obj = { id: string | null; data: Record<string, unknown> };

/** Problem reads the CCS module asks of the problem module (ProblemService has them). */
export interface CcsProblemSource {
  rowsByIds(pids: number[]): Promise<ProblemRow[]>;
  languageNames(pid: number): Promise<string[]>;
  judgedCaseCount(pid: number): Promise<number>;
}

/** Accounts' names (UserDirectory has it). */
export interface CcsUserSource {
  byUids(uids: readonly string[]): Promise<Map<string, UserCard>>;
}

export const isScored = (ctx: Pick<CcsContext, 'contest'>) => ctx.contest.type === ContestType.OI;
const PENALTY_MINUTES = 20;

export function contestObject(c: ContestRow): Record<string, unknown> {
  const ctx = { contest: c, start: Number(c.startTime), end: Number(c.endTime) };
  const sealTime = toBool(c.sealRank) && c.sealRankTime != null ? Number(c.sealRankTime) : null;
  return {
    id: String(c.id),
    name: c.title,
    formal_name: c.title,
    start_time: time(ctx.start),
    countdown_pause_time: null,
    duration: duration(Number(c.duration)),
    scoreboard_freeze_duration: toCcsRelTime(sealTime === null ? 0 : Math.max(0, ctx.end - sealTime)),
    scoreboard_type: isScored(ctx) ? 'score' : 'pass-fail',
    ...(isScored(ctx) ? {} : { penalty_time: PENALTY_MINUTES }),
  };
}

/** The contest's state: Verdict has no separate finalisation, so results are final once the contest ended and the seal is lifted. */
export function stateObject(ctx: CcsContext): Record<string, string | null> {
  const c = ctx.contest;
  const sealTime = toBool(c.sealRank) && c.sealRankTime != null ? Number(c.sealRankTime) : null;
  const ended = ctx.now >= ctx.end;
  const frozen = sealTime !== null && ctx.now >= sealTime && sealTime < ctx.end;
  const thawed = frozen && ended && toBool(c.autoRealRank);
  return {
    started: ctx.started ? time(ctx.start) : null,
    frozen: frozen ? time(sealTime) : null,
    ended: ended ? time(ctx.end) : null,
    thawed: thawed ? time(ctx.end) : null,
    finalized: ended && (!frozen || thawed) ? time(ctx.end) : null,
    end_of_updates: null,
  };
}

export function judgementTypes(ctx: CcsContext): Obj[] {
  return JUDGEMENT_TYPES.map((t) => {
    const data: Record<string, unknown> = { id: t.id, name: t.name, solved: t.solved };
    // penalty is given iff the contest has a penalty time (pass-fail).
    if (!isScored(ctx)) data.penalty = t.penalty;
    return { id: t.id, data };
  });
}

/** The languages of the contest's problems, by name → CCS id. */
export async function contestLanguages(ctx: CcsContext, problems: CcsProblemSource): Promise<Map<string, string>> {
  const names = (await Promise.all(ctx.problems.map((p) => problems.languageNames(p.pid)))).flat();
  return languageIds([...new Set(names)].sort());
}

export function languageObjects(ids: Map<string, string>): Obj[] {
  return [...ids].map(([name, id]) => {
    const entry = entryPointOf(id);
    const data: Record<string, unknown> = {
      id,
      name,
      entry_point_required: entry !== null,
      extensions: languageOf(name).extensions,
    };
    if (entry) data.entry_point_name = entry;
    return { id, data };
  });
}

const HEX = /^#?([A-Fa-f0-9]{3}|[A-Fa-f0-9]{6})$/;

export async function problemObjects(ctx: CcsContext, problems: CcsProblemSource): Promise<Obj[]> {
  if (!problemsShown(ctx)) return [];
  const rows = new Map((await problems.rowsByIds(ctx.problems.map((p) => p.pid))).map((r) => [r.id, r]));
  const counts = await Promise.all(ctx.problems.map((p) => problems.judgedCaseCount(p.pid)));
  return ctx.problems.map((cp, i) => {
    const p = rows.get(cp.pid);
    const data: Record<string, unknown> = {
      id: String(cp.pid),
      label: cp.displayId,
      name: cp.displayTitle || p?.title || cp.displayId,
      ordinal: i + 1,
      time_limit: Math.round(Number(p?.timeLimit ?? 0)) / 1000,
      test_data_count: counts[i],
    };
    if (cp.color && HEX.test(cp.color)) data.rgb = cp.color.startsWith('#') ? cp.color : `#${cp.color}`;
    if (isScored(ctx)) data.max_score = Number(p?.ioScore ?? 100);
    return { id: String(cp.pid), data };
  });
}

export async function groupObjects(ctx: CcsContext, teams: TeamDirectory): Promise<Obj[]> {
  const groups = await teams.groups(ctx.contest.id);
  return groups
    .filter((g) => ctx.viewer.role === 'admin' || !g.hidden)
    .map((g) => ({ id: g.id, data: { id: g.id, name: g.name } }));
}

export async function organizationObjects(ctx: CcsContext, teams: TeamDirectory, images?: CcsImageSource): Promise<Obj[]> {
  const orgs = await teams.organizations(ctx.contest.id);
  return Promise.all(
    orgs.map(async (o) => {
      const data: Record<string, unknown> = { id: o.id, name: o.name, formal_name: o.formalName };
      if (o.country && /^[A-Z]{3}$/.test(o.country)) data.country = o.country;
      const logo = o.logoUrl && images ? await images.describe(o.logoUrl, 'logo') : null;
      if (logo) data.logo = [logo];
      return { id: o.id, data };
    }),
  );
}

export async function teamObjects(ctx: CcsContext, teams: TeamDirectory): Promise<Obj[]> {
  const groups = new Set((await groupObjects(ctx, teams)).map((g) => g.id));
  return ctx.teams.map((t) => ({
    id: t.id,
    data: {
      id: t.id,
      name: t.name,
      label: t.id,
      display_name: t.name,
      organization_id: t.organizationId,
      group_ids: t.groupIds.filter((g) => groups.has(g)),
      hidden: t.star,
    },
  }));
}

/** Persons: every team's members as contestants, named by their username (as the board and the accounts name them). */
export async function personObjects(ctx: CcsContext, users: CcsUserSource): Promise<Obj[]> {
  const members = ctx.teams.flatMap((t) => t.memberUids.map((uid) => ({ uid, teamId: t.id })));
  const cards = await users.byUids([...new Set(members.map((m) => m.uid))]);
  return members.map((m) => ({
    id: m.uid,
    data: { id: m.uid, team_ids: [m.teamId], name: cards.get(m.uid)?.username ?? m.uid, role: 'contestant' },
  }));
}

/** Accounts: the CCS admin sees every team's accounts, a team its own, the public none. */
export async function accountObjects(ctx: CcsContext, users: CcsUserSource): Promise<Obj[]> {
  const v = ctx.viewer;
  if (v.role === 'public') return [];
  const members = ctx.teams.flatMap((t) => t.memberUids.map((uid) => ({ uid, teamId: t.id })));
  const shown = v.role === 'admin' ? members : members.filter((m) => m.uid === v.uid);
  const uids = [...new Set([...shown.map((m) => m.uid), v.uid])];
  const cards = await users.byUids(uids);
  const out: Obj[] = shown.map((m) => ({
    id: m.uid,
    data: { id: m.uid, username: cards.get(m.uid)?.username ?? m.uid, type: 'team', team_id: m.teamId, person_id: m.uid },
  }));
  if (v.role === 'admin' && !out.some((o) => o.id === v.uid))
    out.push({ id: v.uid, data: { id: v.uid, username: cards.get(v.uid)?.username ?? v.uid, type: 'admin' } });
  return out;
}
