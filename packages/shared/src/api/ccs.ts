import { ClarificationLimits } from './clarification';
import { endpoint } from './endpoint';

/**
 * The ICPC Contest API (2023-06) under `/api/ccs`: plain JSON as the spec has it (no envelope),
 * HTTP Basic authentication with Verdict accounts (none: the public view). Objects in `../ccs/`.
 */
const get = (path: string, summary: string) => endpoint({ method: 'GET', path, auth: 'anon', raw: true, summary });

export const ccsApiInfo = get('/api/ccs', 'ICPC Contest API: API information (version 2023-06).');
export const ccsContests = get('/api/ccs/contests', 'ICPC Contest API: the contests the caller sees.');
export const ccsContestInfo = get('/api/ccs/contests/:cid', 'ICPC Contest API: one contest.');
export const ccsAccessInfo = get('/api/ccs/contests/:cid/access', "ICPC Contest API: the caller's capabilities and endpoints.");
export const ccsStateInfo = get('/api/ccs/contests/:cid/state', "ICPC Contest API: the contest's state.");
export const ccsScoreboardInfo = get(
  '/api/ccs/contests/:cid/scoreboard',
  "ICPC Contest API: the scoreboard, sealed as Verdict's board.",
);
export const ccsOwnAccount = get('/api/ccs/contests/:cid/account', "ICPC Contest API: the caller's account.");
export const ccsCollection = get('/api/ccs/contests/:cid/:type', 'ICPC Contest API: every object of an endpoint type.');
export const ccsObject = get('/api/ccs/contests/:cid/:type/:id', 'ICPC Contest API: one object of an endpoint type.');
export const ccsSubmissionFiles = get(
  '/api/ccs/contests/:cid/submissions/:id/files',
  "ICPC Contest API: a submission's source as a zip (the CCS admin, or the submitting team).",
);
export const ccsPostClarification = endpoint({
  method: 'POST',
  path: '/api/ccs/contests/:cid/clarifications',
  auth: 'anon',
  raw: true,
  summary: 'ICPC Contest API: a question (a team) or an answer or announcement (the jury).',
});

/** Longest clarification text the API accepts: the desk's own bound (the API writes through the desk). */
export const CCS_CLARIFICATION_TEXT_MAX = ClarificationLimits.textMax;
