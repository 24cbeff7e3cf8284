import { z } from 'zod';
import { JudgeStatus } from '../constants/judge-status';
import { parseCcsRelTime } from '../ccs/primitives';
import { endpoint } from './endpoint';
import { idLike } from './common';
import { type ContestScrollBoardInfo, type ContestScrollBoardSubmission, toScrollBoardTime } from './contest-board';

/**
 * The contest's ICPC contest package (Contest_Package.md, 2023-06) as the contest's admins see it:
 * a zip of contest.json, the endpoint files, scoreboard.json, event-feed.ndjson and the
 * organisations' logos, the folder the ICPC resolver and CDS read.
 */
export const adminCcsPackage = endpoint({
  method: 'GET',
  path: '/api/admin/contest/ccs-package',
  auth: 'login',
  raw: true,
  summary: 'A zip: the contest package of the ICPC Contest API for the contest (its admins only).',
  query: z.object({ cid: idLike() }),
});

const objects = z.array(z.record(z.string(), z.unknown()));
/** The package's files the resolver needs, as the admin endpoints answer them. */
export const ccsScrollBoardData = z.object({
  contest: z.record(z.string(), z.unknown()),
  problems: objects,
  teams: objects,
  organizations: objects,
  submissions: objects,
  judgements: objects,
});
export type CcsScrollBoardData = z.infer<typeof ccsScrollBoardData>;

/** The scroll board on the contest package's data (contest.json, problems, teams, …) instead of Verdict's own calls. */
export const adminCcsScrollBoard = endpoint({
  method: 'GET',
  path: '/api/admin/contest/ccs-scroll-board',
  auth: 'login',
  summary: "The contest package's contest, problems, teams, organizations, submissions and judgements (its admins only).",
  query: z.object({ cid: idLike() }),
  data: ccsScrollBoardData,
});

/** Epoch ms of a Contest API time (`2014-06-25T11:22:05.034+01`), NaN when it is none. */
export function parseCcsTime(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const m = /^(.*T[\d:.]+)(Z|[+-]\d\d(?::?\d\d)?)?$/.exec(value);
  if (!m) return Number.NaN;
  let zone = m[2] ?? 'Z';
  if (zone !== 'Z') zone = `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  return Date.parse(`${m[1]}${zone}`);
}

const STATUS_OF_TYPE: Record<string, number> = {
  AC: JudgeStatus.Accepted,
  WA: JudgeStatus.WrongAnswer,
  TLE: JudgeStatus.TimeLimitExceeded,
  MLE: JudgeStatus.MemoryLimitExceeded,
  RTE: JudgeStatus.RuntimeError,
  PE: JudgeStatus.PresentationError,
  OLE: JudgeStatus.WrongAnswer,
  CE: JudgeStatus.CompileError,
  RE: JudgeStatus.PartialAccepted,
  JE: JudgeStatus.SystemError,
  SE: JudgeStatus.SubmittedFailed,
  CS: JudgeStatus.Cancelled,
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The scroll board's own data (its info and submissions) read from the contest package: teams are
 * the rows (named by their display name), problems the columns by label, hidden teams its stars,
 * the seal from the freeze; a submission without a judgement is pending.
 */
export function scrollBoardFromCcs(d: CcsScrollBoardData): {
  info: ContestScrollBoardInfo;
  subs: ContestScrollBoardSubmission[];
} {
  const start = parseCcsTime(d.contest.start_time);
  const end = start + parseCcsRelTime(String(d.contest.duration ?? '0:00:00'));
  const freeze = d.contest.scoreboard_freeze_duration ? parseCcsRelTime(String(d.contest.scoreboard_freeze_duration)) : 0;
  const problems = [...d.problems].sort((a, b) => Number(a.ordinal ?? 0) - Number(b.ordinal ?? 0));
  const labelOf = new Map(problems.map((p) => [String(p.id), String(p.label)]));
  const schoolOf = new Map(d.organizations.map((o) => [String(o.id), str(o.formal_name) ?? str(o.name)]));
  const teamOf = new Map(d.teams.map((t) => [String(t.id), t]));
  // The latest judgement of each submission (a rejudge replaces the first).
  const verdictOf = new Map<string, number>();
  for (const j of [...d.judgements].sort((a, b) => parseCcsTime(a.start_time) - parseCcsTime(b.start_time))) {
    const type = str(j.judgement_type_id);
    verdictOf.set(String(j.submission_id), type ? (STATUS_OF_TYPE[type] ?? JudgeStatus.SystemError) : JudgeStatus.Pending);
  }
  const subs = d.submissions.flatMap((s): ContestScrollBoardSubmission[] => {
    const team = teamOf.get(String(s.team_id));
    const displayId = labelOf.get(String(s.problem_id));
    if (!team || !displayId) return [];
    const id = String(team.id);
    return [
      {
        uid: id,
        username: id,
        nickname: str(team.display_name) ?? str(team.name),
        realname: null,
        school: schoolOf.get(String(team.organization_id)) ?? null,
        avatar: null,
        gender: null,
        submitId: Number(s.id),
        status: verdictOf.get(String(s.id)) ?? JudgeStatus.Pending,
        submitTime: toScrollBoardTime(parseCcsTime(s.time)),
        displayId,
      },
    ];
  });
  return {
    info: {
      id: Number(d.contest.id),
      rankShowName: 'nickname',
      problemCount: problems.length,
      balloonColor: Object.fromEntries(problems.map((p) => [String(p.label), str(p.rgb)])),
      startTime: toScrollBoardTime(start),
      sealRankTime: freeze > 0 ? toScrollBoardTime(end - freeze) : null,
      starUserList: d.teams.filter((t) => t.hidden === true).map((t) => String(t.id)),
    },
    subs,
  };
}
