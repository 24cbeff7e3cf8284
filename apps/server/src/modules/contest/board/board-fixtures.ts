import { ACM_RULE, JudgeStatus } from '@verdict/shared';
import type { AcmContestRankVo, BoardContest, BoardSubmission, OiContestRankVo } from './board-types';
import type { ContestBoard } from './contest-board';
import type { BoardQuery } from './board-types';

/** Fixtures for the board tests: a five-hour contest starting at START, times as h:m:s from it. */
export const START = Date.UTC(2026, 0, 10, 8, 0, 0);
export const HOUR = 3_600_000;
export const at = (h: number, m = 0, s = 0, ms = 0) => START + h * HOUR + m * 60_000 + s * 1000 + ms;

export const S = JudgeStatus;

export function contest(overrides: Partial<BoardContest> = {}): BoardContest {
  return {
    rule: ACM_RULE,
    startTime: START,
    endTime: at(5),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    oiRankScoreType: 'Recent',
    rankShowName: 'username',
    starUids: [],
    awardType: 0,
    awardConfig: [],
    problems: [{ displayId: 'A' }, { displayId: 'B' }, { displayId: 'C' }],
    ...overrides,
  };
}

let nextSubmitId = 1;

/** A submission of `uid` (username = uid unless given). */
export function sub(
  uid: string,
  displayId: string,
  status: number,
  submitTime: number,
  extra: Partial<BoardSubmission> = {},
): BoardSubmission {
  return { submitId: nextSubmitId++, uid, username: uid, displayId, status, score: null, time: null, submitTime, ...extra };
}

/** The parts of an ACM row the rules decide, to compare with a board written by hand. */
export const acmBrief = (row: AcmContestRankVo) => ({
  rank: row.rank,
  uid: row.uid,
  ac: row.ac,
  totalTime: row.totalTime,
  total: row.total,
  cells: row.submissionInfo,
});

export const oiBrief = (row: OiContestRankVo) => ({
  rank: row.rank,
  uid: row.uid,
  totalScore: row.totalScore,
  totalTime: row.totalTime,
  scores: row.submissionInfo,
  times: row.timeInfo,
});

export const acmList = (board: ContestBoard, query: BoardQuery = {}) => (board.list(query) as AcmContestRankVo[]).map(acmBrief);
export const oiList = (board: ContestBoard, query: BoardQuery = {}) => (board.list(query) as OiContestRankVo[]).map(oiBrief);

export const awardOf = (row: { uid: string; rank: number; awardName: string | null }) => ({
  uid: row.uid,
  rank: row.rank,
  award: row.awardName,
});

export const MEDALS = [
  { name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
  { name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
  { name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
];

/** A seeded pseudo-random source for the board's property tests (same seed, same contest). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  return { next, int, pick, shuffle };
}
