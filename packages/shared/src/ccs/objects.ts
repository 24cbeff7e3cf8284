import { z } from 'zod';
import { ccsFiles, ccsId, ccsImages, ccsLocation, ccsRelTime, ccsSeconds, ccsTime, nullish } from './primitives';

/** The ICPC Contest API (2023-06) objects, written from the spec's property tables. */

export const CCS_API_VERSION = '2023-06';
export const CCS_API_VERSION_URL = 'https://ccs-specs.icpc.io/2023-06/contest_api';

export const ccsCapability = z.enum([
  'contest_start',
  'contest_thaw',
  'team_submit',
  'team_clar',
  'proxy_submit',
  'proxy_clar',
  'admin_submit',
  'admin_clar',
]);

export const ccsApiInformation = z.strictObject({
  version: z.literal(CCS_API_VERSION),
  version_url: z.string().min(1),
  provider: nullish(z.strictObject({ name: z.string().min(1), version: nullish(z.string()), logo: nullish(ccsImages) })),
});

export const ccsAccess = z.strictObject({
  capabilities: z.array(ccsCapability),
  endpoints: z.array(
    z.strictObject({
      type: z.string().min(1),
      properties: z.array(z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/)).min(1),
    }),
  ),
});

export const ccsContest = z
  .strictObject({
    id: ccsId,
    name: z.string(),
    formal_name: nullish(z.string()),
    start_time: nullish(ccsTime),
    countdown_pause_time: nullish(ccsRelTime),
    duration: ccsRelTime,
    scoreboard_freeze_duration: nullish(ccsRelTime),
    scoreboard_thaw_time: nullish(ccsTime),
    scoreboard_type: z.enum(['pass-fail', 'score']),
    penalty_time: z.number().int().min(0).optional(),
    banner: nullish(ccsImages),
    logo: nullish(ccsImages),
    location: nullish(ccsLocation),
  })
  .refine((c) => c.start_time == null || c.countdown_pause_time == null, {
    message: 'start_time and countdown_pause_time are both set',
  })
  .refine((c) => (c.scoreboard_type === 'pass-fail') === (c.penalty_time !== undefined), {
    message: 'penalty_time is present iff the scoreboard is pass-fail',
  });

/** The spec's known judgement type ids. */
export const CCS_JUDGEMENT_TYPE_IDS = [
  'AC',
  'RE',
  'WA',
  'TLE',
  'RTE',
  'CE',
  'APE',
  'OLE',
  'PE',
  'EO',
  'IO',
  'NO',
  'WTL',
  'ILE',
  'TCO',
  'TWA',
  'TPE',
  'TEO',
  'TIO',
  'TNO',
  'MLE',
  'SV',
  'IF',
  'RCO',
  'RWA',
  'RPE',
  'REO',
  'RIO',
  'RNO',
  'CTL',
  'JE',
  'SE',
  'CS',
] as const;
export const ccsJudgementTypeId = z.enum(CCS_JUDGEMENT_TYPE_IDS);
export type CcsJudgementTypeId = z.infer<typeof ccsJudgementTypeId>;

export const ccsJudgementType = z.strictObject({
  id: ccsJudgementTypeId,
  name: z.string(),
  /** Given iff the contest has a penalty time (pass-fail). */
  penalty: z.boolean().optional(),
  solved: z.boolean(),
});

const ccsCommand = z.strictObject({
  command: z.string(),
  args: nullish(z.string()),
  version: nullish(z.string()),
  version_command: nullish(z.string()),
});

export const ccsLanguage = z
  .strictObject({
    id: ccsId,
    name: z.string(),
    entry_point_required: z.boolean(),
    entry_point_name: nullish(z.string()),
    extensions: z.array(z.string()),
    compiler: nullish(ccsCommand),
    runner: nullish(ccsCommand),
  })
  .refine((l) => !l.entry_point_required || typeof l.entry_point_name === 'string', {
    message: 'entry_point_name is required iff entry_point_required',
  });

export const ccsProblem = z.strictObject({
  id: ccsId,
  uuid: nullish(z.string()),
  label: z.string(),
  name: z.string(),
  ordinal: z.number().int(),
  rgb: nullish(z.string().regex(/^#[A-Fa-f0-9]{3}([A-Fa-f0-9]{3})?$/)),
  color: nullish(z.string()),
  time_limit: ccsSeconds,
  test_data_count: z.number().int().min(0),
  max_score: z.number().optional(),
  package: nullish(ccsFiles),
  statement: nullish(ccsFiles),
});

export const ccsGroup = z.strictObject({
  id: ccsId,
  icpc_id: nullish(z.string()),
  name: z.string(),
  type: nullish(z.string()),
  location: nullish(ccsLocation),
});

export const ccsOrganization = z.strictObject({
  id: ccsId,
  icpc_id: nullish(z.string()),
  name: z.string(),
  formal_name: nullish(z.string()),
  country: nullish(z.string().regex(/^[A-Z]{3}$/, 'is not an ISO 3166-1 alpha-3 code')),
  country_flag: nullish(ccsImages),
  url: nullish(z.string()),
  twitter_hashtag: nullish(z.string()),
  twitter_account: nullish(z.string()),
  location: nullish(ccsLocation),
  logo: nullish(ccsImages),
});

export const ccsTeam = z.strictObject({
  id: ccsId,
  icpc_id: nullish(z.string()),
  name: z.string(),
  label: z.string(),
  display_name: nullish(z.string()),
  organization_id: nullish(ccsId),
  group_ids: nullish(z.array(ccsId)),
  hidden: nullish(z.boolean()),
  location: nullish(z.strictObject({ x: z.number(), y: z.number(), rotation: z.number() })),
  photo: nullish(ccsImages),
  video: nullish(ccsFiles),
  backup: nullish(ccsFiles),
  key_log: nullish(ccsFiles),
  tool_data: nullish(ccsFiles),
  desktop: nullish(ccsFiles),
  webcam: nullish(ccsFiles),
  audio: nullish(ccsFiles),
});

/** A person of the contest (a team member as `contestant`): `team_ids` is required, non-empty, for contestants and coaches. */
export const ccsPerson = z
  .strictObject({
    id: ccsId,
    icpc_id: nullish(z.string()),
    team_ids: nullish(z.array(ccsId)),
    name: z.string(),
    title: nullish(z.string()),
    email: nullish(z.string()),
    sex: nullish(z.enum(['male', 'female'])),
    role: z.enum(['contestant', 'coach', 'staff', 'other']),
    photo: nullish(ccsImages),
  })
  .refine((p) => (p.role !== 'contestant' && p.role !== 'coach') || (p.team_ids?.length ?? 0) > 0, {
    message: 'team_ids is required (non-empty) for contestants and coaches',
  });

export const ccsAccount = z
  .strictObject({
    id: ccsId,
    username: z.string(),
    password: nullish(z.string()),
    name: nullish(z.string()),
    type: z.enum(['team', 'judge', 'admin', 'analyst', 'staff']),
    ip: nullish(z.string()),
    team_id: nullish(ccsId),
    person_id: nullish(ccsId),
  })
  .refine((a) => (a.type === 'team') === (typeof a.team_id === 'string'), {
    message: 'team_id is required iff the account is a team account',
  });

export const ccsState = z.strictObject({
  started: nullish(ccsTime),
  frozen: nullish(ccsTime),
  ended: nullish(ccsTime),
  thawed: nullish(ccsTime),
  finalized: nullish(ccsTime),
  end_of_updates: nullish(ccsTime),
});

export const ccsSubmission = z.strictObject({
  id: ccsId,
  language_id: ccsId,
  problem_id: ccsId,
  team_id: ccsId,
  time: ccsTime,
  contest_time: ccsRelTime,
  entry_point: nullish(z.string()),
  files: ccsFiles.length(1),
  reaction: nullish(ccsFiles),
});

export const ccsJudgement = z
  .strictObject({
    id: ccsId,
    submission_id: ccsId,
    judgement_type_id: nullish(ccsJudgementTypeId),
    score: z.number().min(0).optional(),
    start_time: ccsTime,
    start_contest_time: ccsRelTime,
    end_time: nullish(ccsTime),
    end_contest_time: nullish(ccsRelTime),
    max_run_time: nullish(ccsSeconds),
  })
  .refine(
    (j) => (j.judgement_type_id == null) === (j.end_time == null) && (j.end_time == null) === (j.end_contest_time == null),
    {
      message: 'end_time and end_contest_time are set iff judgement_type_id is',
    },
  );

export const ccsRun = z.strictObject({
  id: ccsId,
  judgement_id: ccsId,
  ordinal: z.number().int().min(1),
  judgement_type_id: ccsJudgementTypeId,
  time: ccsTime,
  contest_time: ccsRelTime,
  run_time: ccsSeconds,
});

export const ccsClarification = z
  .strictObject({
    id: ccsId,
    from_team_id: nullish(ccsId),
    to_team_id: nullish(ccsId),
    reply_to_id: nullish(ccsId),
    problem_id: nullish(ccsId),
    text: z.string(),
    time: ccsTime,
    contest_time: ccsRelTime,
  })
  .refine((c) => c.from_team_id == null || c.to_team_id == null, {
    message: 'teams cannot send clarifications to other teams',
  });

export const ccsAward = z.strictObject({
  id: ccsId,
  citation: z.string(),
  team_ids: nullish(z.array(ccsId)),
});

const ccsScoreboardProblem = z.strictObject({
  problem_id: ccsId,
  num_judged: z.number().int().min(0),
  num_pending: z.number().int().min(0),
  solved: z.boolean().optional(),
  score: z.number().min(0).optional(),
  time: z.number().int().min(0).optional(),
});

export const ccsScoreboard = z.strictObject({
  time: ccsTime,
  contest_time: ccsRelTime,
  state: ccsState,
  rows: z.array(
    z.strictObject({
      rank: z.number().int().min(1),
      team_id: ccsId,
      score: z
        .strictObject({
          num_solved: z.number().int().min(0).optional(),
          total_time: z.number().int().min(0).optional(),
          score: z.number().optional(),
          time: nullish(z.number().int().min(0)),
        })
        .refine((s) => (s.score === undefined) === (s.num_solved !== undefined && s.total_time !== undefined), {
          message: 'a score has num_solved and total_time (pass-fail) or score (score)',
        }),
      problems: nullish(z.array(ccsScoreboardProblem)),
    }),
  ),
});

/** The endpoint types an event (and `CcsObjects.list`) names, with the schema of one object of each. */
export const ccsObjectSchemas = {
  contests: ccsContest,
  'judgement-types': ccsJudgementType,
  languages: ccsLanguage,
  problems: ccsProblem,
  groups: ccsGroup,
  organizations: ccsOrganization,
  teams: ccsTeam,
  persons: ccsPerson,
  accounts: ccsAccount,
  state: ccsState,
  submissions: ccsSubmission,
  judgements: ccsJudgement,
  runs: ccsRun,
  clarifications: ccsClarification,
  awards: ccsAward,
} as const;

/** An event-feed line: `type` is the singular `contest` for the contest object, else the endpoint's name. */
export const ccsEvent = z.strictObject({
  type: z.string().min(1),
  id: nullish(ccsId),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()]),
  token: nullish(z.string()),
});

/** The error body every failure carries. */
export const ccsError = z.strictObject({ code: z.number().int(), message: z.string() });

export type CcsContest = z.infer<typeof ccsContest>;
export type CcsJudgementType = z.infer<typeof ccsJudgementType>;
export type CcsLanguage = z.infer<typeof ccsLanguage>;
export type CcsProblem = z.infer<typeof ccsProblem>;
export type CcsGroup = z.infer<typeof ccsGroup>;
export type CcsOrganization = z.infer<typeof ccsOrganization>;
export type CcsTeam = z.infer<typeof ccsTeam>;
export type CcsAccount = z.infer<typeof ccsAccount>;
export type CcsState = z.infer<typeof ccsState>;
export type CcsSubmission = z.infer<typeof ccsSubmission>;
export type CcsJudgement = z.infer<typeof ccsJudgement>;
export type CcsRun = z.infer<typeof ccsRun>;
export type CcsClarification = z.infer<typeof ccsClarification>;
export type CcsAward = z.infer<typeof ccsAward>;
export type CcsScoreboard = z.infer<typeof ccsScoreboard>;
export type CcsAccess = z.infer<typeof ccsAccess>;
export type CcsApiInformation = z.infer<typeof ccsApiInformation>;
export type CcsEvent = z.infer<typeof ccsEvent>;
