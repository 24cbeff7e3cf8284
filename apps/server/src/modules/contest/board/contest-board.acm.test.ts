import { describe, expect, it } from 'vitest';
import { acmList, at, contest, S, sub } from './board-fixtures';
import { isBoardSealed } from './board-rules';
import type { AcmContestRankVo } from './board-types';
import { ContestBoard } from './contest-board';

// Every expected board below is worked out by hand from judge-and-rank semantics §5.1–5.2.

describe('ACM board: penalty (§5.1, §5.2)', () => {
  it('charges 20 minutes for WA, PE, TLE, MLE and RE before the AC; CE, SE, PA, Cancelled and Submitted Failed cost nothing', () => {
    const board = new ContestBoard(contest());
    board.rebuild([
      sub('u1', 'A', S.CompileError, at(0, 1)),
      sub('u1', 'A', S.WrongAnswer, at(0, 2)),
      sub('u1', 'A', S.SystemError, at(0, 3)),
      sub('u1', 'A', S.PresentationError, at(0, 4)),
      sub('u1', 'A', S.PartialAccepted, at(0, 5)),
      sub('u1', 'A', S.TimeLimitExceeded, at(0, 6)),
      sub('u1', 'A', S.Cancelled, at(0, 7)),
      sub('u1', 'A', S.MemoryLimitExceeded, at(0, 8)),
      sub('u1', 'A', S.SubmittedFailed, at(0, 9)),
      sub('u1', 'A', S.RuntimeError, at(0, 10)),
      sub('u1', 'A', S.Accepted, at(0, 12, 30)),
      sub('u1', 'A', S.WrongAnswer, at(0, 15)), // after the AC: counted in total, nothing else
      sub('u1', 'B', S.WrongAnswer, at(0, 30)), // unsolved: its try costs nothing
      sub('u1', 'B', S.Judging, at(0, 31)), // no verdict yet: not on the board
    ]);

    const [row] = board.list() as AcmContestRankVo[];

    // 5 penalised tries (WA, PE, TLE, MLE, RE) × 1200 s + AC at 750 s.
    expect(row).toEqual({
      rank: 1,
      isWinAward: false,
      awardName: null,
      awardBackground: null,
      awardColor: null,
      isConcerned: false,
      uid: 'u1',
      username: 'u1',
      realname: null,
      nickname: null,
      school: null,
      gender: null,
      avatar: null,
      ac: 1,
      totalTime: 6750,
      total: 13,
      submissionInfo: {
        A: { isAC: true, errorNum: 5, ACTime: 750, isFirstAC: true },
        B: { isAC: false, errorNum: 1 },
      },
    });
  });

  it('orders by solved desc then penalty asc; equal ac and penalty share a rank and the next takes its position', () => {
    const board = new ContestBoard(contest());
    board.rebuild([
      sub('u1', 'A', S.Accepted, at(0, 10, 0, 200)),
      sub('u2', 'A', S.Accepted, at(0, 10, 0, 900)),
      sub('u3', 'B', S.WrongAnswer, at(0, 1)),
      sub('u3', 'B', S.Accepted, at(0, 5)),
      sub('u4', 'C', S.WrongAnswer, at(0, 3)),
      sub('u5', 'A', S.Accepted, at(0, 20)),
      sub('u6', 'A', S.Accepted, at(0, 30)),
      sub('u6', 'B', S.Accepted, at(0, 40)),
    ]);

    expect(acmList(board).map(({ rank, uid, ac, totalTime }) => ({ rank, uid, ac, totalTime }))).toEqual([
      { rank: 1, uid: 'u6', ac: 2, totalTime: 4200 },
      { rank: 2, uid: 'u1', ac: 1, totalTime: 600 },
      { rank: 2, uid: 'u2', ac: 1, totalTime: 600 },
      { rank: 4, uid: 'u5', ac: 1, totalTime: 1200 },
      { rank: 5, uid: 'u3', ac: 1, totalTime: 1500 },
      { rank: 6, uid: 'u4', ac: 0, totalTime: 0 },
    ]);
  });
});

describe('ACM board: first blood', () => {
  it('marks the earliest AC of each problem; ACs in the same second are all first', () => {
    const board = new ContestBoard(contest());
    board.rebuild([
      sub('u1', 'A', S.Accepted, at(0, 10, 0, 200)),
      sub('u2', 'A', S.Accepted, at(0, 10, 0, 900)), // same whole second as u1
      sub('u3', 'A', S.Accepted, at(0, 10, 1)),
      sub('u3', 'B', S.Accepted, at(0, 50)),
      sub('u1', 'B', S.Accepted, at(1, 0)),
    ]);

    const cells = Object.fromEntries(acmList(board).map((r) => [r.uid, r.cells]));
    expect(cells).toEqual({
      u1: { A: { isAC: true, errorNum: 0, ACTime: 600, isFirstAC: true }, B: { isAC: true, errorNum: 0, ACTime: 3600 } },
      u2: { A: { isAC: true, errorNum: 0, ACTime: 600, isFirstAC: true } },
      u3: { A: { isAC: true, errorNum: 0, ACTime: 601 }, B: { isAC: true, errorNum: 0, ACTime: 3000, isFirstAC: true } },
    });
  });
});

describe('ACM board: after-contest submissions', () => {
  const subs = () => [
    sub('u1', 'A', S.WrongAnswer, at(4, 59)),
    sub('u1', 'A', S.Accepted, at(5, 10)), // 10 minutes after the end
    sub('u2', 'B', S.Accepted, at(1, 0)),
  ];

  it('leaves them out unless containsEnd is asked for', () => {
    const board = new ContestBoard(contest({ allowEndSubmit: true }));
    board.rebuild(subs());

    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u2',
        ac: 1,
        totalTime: 3600,
        total: 1,
        cells: { B: { isAC: true, errorNum: 0, ACTime: 3600, isFirstAC: true } },
      },
      { rank: 2, uid: 'u1', ac: 0, totalTime: 0, total: 1, cells: { A: { isAC: false, errorNum: 1 } } },
    ]);
  });

  it('with containsEnd counts them in ac and penalty, flagged isAfterContest and never first blood', () => {
    const board = new ContestBoard(contest({ allowEndSubmit: true }));
    board.rebuild(subs());

    expect(acmList(board, { containsEnd: true })).toEqual([
      {
        rank: 1,
        uid: 'u2',
        ac: 1,
        totalTime: 3600,
        total: 1,
        cells: { B: { isAC: true, errorNum: 0, ACTime: 3600, isFirstAC: true } },
      },
      // 18,600 s after the start + one penalised try.
      {
        rank: 2,
        uid: 'u1',
        ac: 1,
        totalTime: 19800,
        total: 2,
        cells: { A: { isAC: true, errorNum: 1, ACTime: 18600, isAfterContest: true } },
      },
    ]);
  });

  it('ignores containsEnd when the contest does not allow after-contest submissions, and on the sealed board', () => {
    const closed = new ContestBoard(contest({ allowEndSubmit: false }));
    closed.rebuild(subs());
    const sealed = new ContestBoard(contest({ allowEndSubmit: true, sealRank: true, sealRankTime: at(4) }));
    sealed.rebuild(subs());

    const withoutAfter = [
      {
        rank: 1,
        uid: 'u2',
        ac: 1,
        totalTime: 3600,
        total: 1,
        cells: { B: { isAC: true, errorNum: 0, ACTime: 3600, isFirstAC: true } },
      },
      { rank: 2, uid: 'u1', ac: 0, totalTime: 0, total: 1, cells: { A: { isAC: false, errorNum: 0, tryNum: 1 } } },
    ];
    expect(acmList(closed, { containsEnd: true })).toEqual([
      withoutAfter[0],
      { ...withoutAfter[1], cells: { A: { isAC: false, errorNum: 1 } } },
    ]);
    expect(acmList(sealed, { sealed: true, containsEnd: true })).toEqual(withoutAfter);
  });
});

describe('ACM board: seal', () => {
  const sealedContest = contest({ sealRank: true, sealRankTime: at(4) });
  const subs = () => [
    sub('u1', 'A', S.WrongAnswer, at(1)),
    sub('u1', 'A', S.Accepted, at(2)),
    sub('u1', 'C', S.WrongAnswer, at(3, 59)),
    sub('u1', 'A', S.WrongAnswer, at(4, 10)), // sealed, on a solved problem
    sub('u1', 'B', S.Accepted, at(4, 20)), // sealed
    sub('u1', 'C', S.Judging, at(4, 30)), // sealed, no verdict yet
    sub('u2', 'A', S.Accepted, at(4, 5)), // sealed
    sub('u2', 'B', S.CompileError, at(4, 50)), // sealed
  ];

  it('shows submissions inside the seal as pending tries only, whatever their status', () => {
    const board = new ContestBoard(sealedContest);
    board.rebuild(subs());

    expect(acmList(board, { sealed: true })).toEqual([
      {
        rank: 1,
        uid: 'u1',
        ac: 1,
        totalTime: 8400,
        total: 6,
        cells: {
          A: { isAC: true, errorNum: 1, ACTime: 7200, isFirstAC: true, tryNum: 1 },
          B: { isAC: false, errorNum: 0, tryNum: 1 },
          C: { isAC: false, errorNum: 1, tryNum: 1 },
        },
      },
      {
        rank: 2,
        uid: 'u2',
        ac: 0,
        totalTime: 0,
        total: 2,
        cells: { A: { isAC: false, errorNum: 0, tryNum: 1 }, B: { isAC: false, errorNum: 0, tryNum: 1 } },
      },
    ]);
  });

  it('keeps the real board for those who may see it', () => {
    const board = new ContestBoard(sealedContest);
    board.rebuild(subs());

    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u1',
        ac: 2,
        totalTime: 7200 + 1200 + 15600,
        total: 5,
        cells: {
          A: { isAC: true, errorNum: 1, ACTime: 7200, isFirstAC: true },
          B: { isAC: true, errorNum: 0, ACTime: 15600, isFirstAC: true },
          C: { isAC: false, errorNum: 1 },
        },
      },
      {
        rank: 2,
        uid: 'u2',
        ac: 1,
        totalTime: 14700,
        total: 2,
        cells: { A: { isAC: true, errorNum: 0, ACTime: 14700 }, B: { isAC: false, errorNum: 0 } },
      },
    ]);
  });

  it('is sealed from the seal time to the end, and after it only while the real board is not turned on automatically', () => {
    expect(isBoardSealed(sealedContest, at(3, 59, 59))).toBe(false);
    expect(isBoardSealed(sealedContest, at(4))).toBe(true);
    expect(isBoardSealed(sealedContest, at(4, 59, 59))).toBe(true);
    expect(isBoardSealed(sealedContest, at(5))).toBe(false);
    expect(isBoardSealed({ ...sealedContest, autoRealRank: false }, at(9))).toBe(true);
    expect(isBoardSealed({ ...sealedContest, sealRank: false }, at(4, 30))).toBe(false);
  });
});

describe('ACM board: star users', () => {
  const subs = () => [
    sub('star', 'A', S.Accepted, at(0, 5)),
    sub('star', 'B', S.Accepted, at(0, 6)),
    sub('u1', 'A', S.Accepted, at(0, 10)),
    sub('u1', 'B', S.Accepted, at(0, 20)),
    sub('u2', 'A', S.Accepted, at(0, 30)),
    sub('u3', 'A', S.Accepted, at(0, 40)),
  ];

  it('keeps them in the list with rank -1, taking no rank from others', () => {
    const board = new ContestBoard(contest({ starUids: ['star'] }));
    board.rebuild(subs());

    expect(acmList(board).map(({ rank, uid }) => ({ rank, uid }))).toEqual([
      { rank: -1, uid: 'star' },
      { rank: 1, uid: 'u1' },
      { rank: 2, uid: 'u2' },
      { rank: 3, uid: 'u3' },
    ]);
  });

  it('removes them with removeStar', () => {
    const board = new ContestBoard(contest({ starUids: ['star'] }));
    board.rebuild(subs());

    const page = board.page({ removeStar: true });
    expect(page.total).toBe(3);
    expect(page.records.map(({ rank, uid }) => ({ rank, uid }))).toEqual([
      { rank: 1, uid: 'u1' },
      { rank: 2, uid: 'u2' },
      { rank: 3, uid: 'u3' },
    ]);
  });

  it('still gives a star user first blood: the board marks who solved first', () => {
    const board = new ContestBoard(contest({ starUids: ['star'] }));
    board.rebuild(subs());

    expect(acmList(board, { removeStar: true })[0].cells.A).toEqual({ isAC: true, errorNum: 0, ACTime: 600 });
  });
});

describe('ACM board: excluded accounts and other problems', () => {
  it('drops the creator and admins, and submissions to problems no longer in the contest', () => {
    const board = new ContestBoard(contest({ excludedUids: ['creator'] }));
    board.rebuild([
      sub('creator', 'A', S.Accepted, at(0, 1)),
      sub('u1', 'Z', S.Accepted, at(0, 2)),
      sub('u1', 'A', S.Accepted, at(0, 3)),
    ]);

    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u1',
        ac: 1,
        totalTime: 180,
        total: 1,
        cells: { A: { isAC: true, errorNum: 0, ACTime: 180, isFirstAC: true } },
      },
    ]);
  });
});
