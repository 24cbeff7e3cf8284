import { ACM_RULE, OI_RULE } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { at, contest, MEDALS, random, S, START } from './board-fixtures';
import { AwardType, type BoardContest, type BoardQuery, type BoardSubmission } from './board-types';
import { ContestBoard } from './contest-board';

// Property: whatever order verdicts arrive in (with rejudges and repeats), the board kept by
// `apply` is the board `rebuild` makes from the submissions' latest states, and so is the board
// `rebuildColumns` makes from them (the contest service's rebuild from the judge table).

const FINAL = [
  S.Accepted,
  S.Accepted,
  S.WrongAnswer,
  S.WrongAnswer,
  S.CompileError,
  S.TimeLimitExceeded,
  S.PartialAccepted,
  S.SystemError,
  S.Cancelled,
  S.PresentationError,
];
const WAITING = [S.Pending, S.Compiling, S.Judging];

interface Scenario {
  contest: BoardContest;
  events: BoardSubmission[];
  queries: BoardQuery[];
}

function scenario(seed: number): Scenario {
  const r = random(seed);
  const users = Array.from({ length: 2 + r.int(8) }, (_, i) => ({
    uid: `u${i}`,
    username: `user${i}`,
    school: r.pick(['PKU', 'ZJU', null]),
  }));
  const sealRank = r.next() < 0.6;
  const c = contest({
    rule: r.pick([ACM_RULE, OI_RULE]),
    oiRankScoreType: r.pick(['Recent', 'Highest'] as const),
    sealRank,
    sealRankTime: sealRank ? at(r.pick([0, 3, 4])) : null,
    allowEndSubmit: r.next() < 0.6,
    starUids: users.filter(() => r.next() < 0.2).map((u) => u.uid),
    excludedUids: r.next() < 0.3 ? ['u1'] : [],
    awardType: r.pick([AwardType.None, AwardType.Percentage, AwardType.Count]),
    awardConfig: MEDALS.map((m) => ({ ...m, num: r.pick([1, 2, 10, 30, 50]) })),
  });
  // Coarse times so that ties (same second, same penalty) happen often.
  const times = [
    START - 60_000,
    at(0, 5),
    at(0, 5, 0, 400),
    at(0, 20),
    at(1),
    at(2, 59),
    at(3),
    at(3, 30),
    at(4),
    at(4, 40),
    at(5),
    at(5, 20),
  ];
  const events: BoardSubmission[] = [];
  const count = 5 + r.int(50);
  for (let submitId = 1; submitId <= count; submitId++) {
    const user = r.pick(users);
    const base = { submitId, ...user, displayId: r.pick(['A', 'B', 'C', 'Z']), submitTime: r.pick(times) };
    const verdict = () => {
      const status = r.pick(FINAL);
      return {
        ...base,
        status,
        score: status === S.Accepted ? 100 : r.pick([0, 20, 50, null]),
        time: r.pick([10, 20, 30, null]),
      };
    };
    events.push({ ...base, status: r.pick(WAITING), score: null, time: null }, verdict());
    if (r.next() < 0.3) events.push({ ...base, status: S.Pending, score: null, time: null }, verdict()); // rejudge
    if (r.next() < 0.2) events.push(events[events.length - 1]); // the same verdict again
  }
  const queries: BoardQuery[] = [
    {},
    { containsEnd: true },
    { sealed: true },
    { removeStar: true },
    { sealed: true, containsEnd: true, removeStar: true },
    { keyword: 'zju' },
    { viewerUid: 'u0', concernedUids: ['u2', 'u3'], limit: 3 },
    { currentPage: 2, limit: 2 },
  ];
  return { contest: c, events: r.shuffle(events), queries };
}

/** The board the contest service builds from the judge table: columns, then profiles by uid. */
function fromColumns(c: BoardContest, subs: readonly BoardSubmission[]): ContestBoard {
  const board = new ContestBoard(c);
  board.rebuildColumns({
    submitId: subs.map((x) => x.submitId),
    uid: subs.map((x) => x.uid),
    displayId: subs.map((x) => x.displayId),
    status: subs.map((x) => x.status),
    score: subs.map((x) => x.score),
    time: subs.map((x) => x.time),
    submitTime: subs.map((x) => x.submitTime),
  });
  const profiles = new Map(subs.map((x) => [x.uid, x])); // one profile per user in these scenarios
  board.setProfiles((uid) => profiles.get(uid));
  return board;
}

function expectSameBoards(
  incremental: ContestBoard,
  latest: Map<number, BoardSubmission>,
  s: Scenario,
  seed: number,
  step: number,
) {
  const shuffled = random(seed + step).shuffle([...latest.values()]);
  const rebuilt = new ContestBoard(s.contest);
  rebuilt.rebuild(shuffled);
  for (const [name, board] of [
    ['incremental', incremental],
    ['rebuilt from columns', fromColumns(s.contest, shuffled)],
  ] as const) {
    for (const query of s.queries) {
      const [got, want] = [
        { list: board.list(query), page: board.page(query) },
        { list: rebuilt.list(query), page: rebuilt.page(query) },
      ];
      // Cells come in contest problem order, so equal boards give equal JSON; toEqual (slow) only for the diff.
      if (JSON.stringify(got) !== JSON.stringify(want))
        expect(got, `${name}: seed ${seed}, after ${step} events, query ${JSON.stringify(query)}`).toEqual(want);
    }
  }
}

describe('incremental board', () => {
  it('equals a rebuild after every verdict, over 150 random contests and arrival orders', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const s = scenario(seed);
      const board = new ContestBoard(s.contest);
      const latest = new Map<number, BoardSubmission>();
      s.events.forEach((event, i) => {
        board.apply(event);
        latest.set(event.submitId, event);
        if (i % 4 === 0 || i === s.events.length - 1) expectSameBoards(board, latest, s, seed, i + 1);
      });
    }
  });

  it('equals a rebuild when verdicts are applied on top of a rebuilt board', () => {
    for (let seed = 1000; seed < 1100; seed++) {
      const s = scenario(seed);
      const half = Math.floor(s.events.length / 2);
      const latest = new Map<number, BoardSubmission>();
      for (const event of s.events.slice(0, half)) latest.set(event.submitId, event);
      const board = new ContestBoard(s.contest);
      board.rebuild(latest.values());
      for (const event of s.events.slice(half)) {
        board.apply(event);
        latest.set(event.submitId, event);
      }
      expectSameBoards(board, latest, s, seed, s.events.length);
    }
  });
});
