import { describe, expect, it } from 'vitest';
import { acmList, at, awardOf, contest, MEDALS, S, sub } from './board-fixtures';
import { AwardType, type AcmContestRankVo } from './board-types';
import { ContestBoard } from './contest-board';

// Awards (§5.4), concerned rows, keyword filter, paging and rejudges; expected boards by hand.

/** `uid` solves the first `n` problems at minute `minute` each (same minute → same penalty). */
const solves = (uid: string, n: number, minute = 10) =>
  ['A', 'B', 'C'].slice(0, n).map((p) => sub(uid, p, S.Accepted, at(0, minute)));
const tries = (uid: string) => [sub(uid, 'A', S.WrongAnswer, at(0, 1))];

describe('awards', () => {
  it('by percentage: of the participants without star users, rounded down, entries giving nobody dropped, star rows skipped', () => {
    // 9 participants + 1 star: gold floor(10% × 9) = 0 (dropped), silver floor(1.8) = 1, bronze floor(2.7) = 2.
    const board = new ContestBoard(contest({ starUids: ['star'], awardType: AwardType.Percentage, awardConfig: MEDALS }));
    board.rebuild([
      ...solves('star', 3, 5),
      ...solves('u1', 3),
      ...solves('u2', 2),
      ...solves('u3', 2),
      ...solves('u4', 2, 20),
      ...solves('u5', 1),
      ...solves('u6', 1, 20),
      ...tries('u7'),
      ...tries('u8'),
      ...tries('u9'),
    ]);

    expect(board.list().map(awardOf)).toEqual([
      { uid: 'star', rank: -1, award: null },
      { uid: 'u1', rank: 1, award: 'Silver' },
      { uid: 'u2', rank: 2, award: 'Bronze' },
      { uid: 'u3', rank: 2, award: 'Bronze' },
      { uid: 'u4', rank: 4, award: null },
      { uid: 'u5', rank: 5, award: null },
      { uid: 'u6', rank: 6, award: null },
      { uid: 'u7', rank: 7, award: null },
      { uid: 'u8', rank: 7, award: null },
      { uid: 'u9', rank: 7, award: null },
    ]);
  });

  it('by count: each entry takes its number of rows in order, skipping star users, ties not looked at, only rows with an AC', () => {
    const config = [
      { ...MEDALS[0], num: 1 },
      { ...MEDALS[1], num: 1 },
      { ...MEDALS[2], num: 2 },
    ];
    const board = new ContestBoard(contest({ starUids: ['star'], awardType: AwardType.Count, awardConfig: config }));
    board.rebuild([...solves('u1', 3), ...solves('star', 3, 20), ...solves('u2', 2), ...solves('u3', 2), ...tries('u4')]);

    const expected = [
      { uid: 'u1', rank: 1, award: 'Gold' },
      { uid: 'star', rank: -1, award: null },
      { uid: 'u2', rank: 2, award: 'Silver' },
      { uid: 'u3', rank: 2, award: 'Bronze' }, // tied with u2, but the silver entry is used up
      { uid: 'u4', rank: 4, award: null }, // the second bronze is left: no AC
    ];
    expect(board.list().map(awardOf)).toEqual(expected);
    expect(board.list({ removeStar: true }).map(awardOf)).toEqual(expected.filter((r) => r.uid !== 'star'));
    const gold = board.list()[0];
    expect([gold.isWinAward, gold.awardBackground, gold.awardColor]).toEqual([true, '#e6bf25', '#fff']);
  });

  it('gives none when the contest has no awards', () => {
    const board = new ContestBoard(contest({ awardType: AwardType.None, awardConfig: MEDALS }));
    board.rebuild(solves('u1', 3));
    expect(board.list().map(awardOf)).toEqual([{ uid: 'u1', rank: 1, award: null }]);
  });
});

describe('concerned users, keyword and paging', () => {
  const six = () => [
    ...solves('u1', 3, 10),
    ...solves('u2', 3, 20),
    ...solves('u3', 2),
    ...solves('u4', 2, 20),
    ...solves('u5', 1),
    ...tries('u6'),
  ];

  it('puts the viewer, then followed users in board order, on top of the first page', () => {
    const board = new ContestBoard(contest());
    board.rebuild(six());

    const first = board.page({ viewerUid: 'u5', concernedUids: ['u6', 'u2', 'u5'], limit: 3 });
    expect(first.records.map((r) => [r.uid, r.rank, r.isConcerned])).toEqual([
      ['u5', 5, true],
      ['u2', 2, true],
      ['u6', 6, true],
      ['u1', 1, false],
      ['u2', 2, false],
      ['u3', 3, false],
    ]);
    expect([first.total, first.current, first.size, first.pages]).toEqual([6, 1, 3, 2]);

    const second = board.page({ viewerUid: 'u5', concernedUids: ['u6', 'u2'], limit: 3, currentPage: 2 });
    expect(second.records.map((r) => r.uid)).toEqual(['u4', 'u5', 'u6']);
  });

  it('filters by the shown name (per rankShowName) or the school, case-insensitively, concerned rows included', () => {
    const board = new ContestBoard(contest({ rankShowName: 'nickname' }));
    board.rebuild([
      sub('u1', 'A', S.Accepted, at(0, 1), { username: 'alice', nickname: 'Rocket', school: 'Tsinghua' }),
      sub('u2', 'A', S.Accepted, at(0, 2), { username: 'bob', nickname: null, school: 'PKU' }),
      sub('u3', 'A', S.Accepted, at(0, 3), { username: 'rocketman', nickname: 'Carol', school: 'Fudan' }),
    ]);

    const uids = (keyword: string) => board.list({ keyword }).map((r) => r.uid);
    expect(uids('ROCKET')).toEqual(['u1']); // u3's username is not the shown name
    expect(uids(' tsing ')).toEqual(['u1']);
    expect(uids('bob')).toEqual(['u2']); // no nickname: the username is shown
    expect(uids('')).toEqual(['u1', 'u2', 'u3']);
    expect(board.page({ keyword: 'pku', viewerUid: 'u1' }).records.map((r) => r.uid)).toEqual(['u2']);
  });

  it('pages with the default size of 50 and past the end returns no rows', () => {
    const board = new ContestBoard(contest());
    board.rebuild(Array.from({ length: 120 }, (_, i) => sub(`u${String(i).padStart(3, '0')}`, 'A', S.WrongAnswer, at(0, 1))));

    const third = board.page({ currentPage: 3 });
    expect([third.records.length, third.total, third.size, third.pages, third.records[0].uid]).toEqual([20, 120, 50, 3, 'u100']);
    expect(board.page({ currentPage: 4 }).records).toEqual([]);
    expect([board.page({ currentPage: Number.NaN, limit: 0 })].map((p) => [p.current, p.size, p.records.length])).toEqual([
      [1, 50, 50],
    ]);
  });
});

describe('rejudge and repeated verdicts', () => {
  it('replaces the old result: an AC rejudged to WA gives first blood to the next solver, and back', () => {
    const board = new ContestBoard(contest());
    const first = sub('u1', 'A', S.Accepted, at(0, 10));
    board.rebuild([first, sub('u2', 'A', S.Accepted, at(0, 20))]);

    board.apply({ ...first, status: S.Pending }); // rejudge starts: no verdict, not on the board
    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u2',
        ac: 1,
        totalTime: 1200,
        total: 1,
        cells: { A: { isAC: true, errorNum: 0, ACTime: 1200, isFirstAC: true } },
      },
    ]);

    board.apply({ ...first, status: S.WrongAnswer });
    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u2',
        ac: 1,
        totalTime: 1200,
        total: 1,
        cells: { A: { isAC: true, errorNum: 0, ACTime: 1200, isFirstAC: true } },
      },
      { rank: 2, uid: 'u1', ac: 0, totalTime: 0, total: 1, cells: { A: { isAC: false, errorNum: 1 } } },
    ]);

    board.apply({ ...first, status: S.Accepted });
    expect(acmList(board)).toEqual([
      {
        rank: 1,
        uid: 'u1',
        ac: 1,
        totalTime: 600,
        total: 1,
        cells: { A: { isAC: true, errorNum: 0, ACTime: 600, isFirstAC: true } },
      },
      { rank: 2, uid: 'u2', ac: 1, totalTime: 1200, total: 1, cells: { A: { isAC: true, errorNum: 0, ACTime: 1200 } } },
    ]);
  });

  it('changes nothing when the same verdict arrives twice', () => {
    const board = new ContestBoard(contest({ sealRank: true, sealRankTime: at(4), allowEndSubmit: true }));
    const wa = sub('u1', 'A', S.WrongAnswer, at(0, 5));
    const ac = sub('u1', 'A', S.Accepted, at(0, 9));
    for (const s of [wa, ac, ac, wa, ac]) board.apply(s);

    const row = board.list()[0] as AcmContestRankVo;
    expect([row.ac, row.totalTime, row.total, row.submissionInfo.A]).toEqual([
      1,
      540 + 1200,
      2,
      { isAC: true, errorNum: 1, ACTime: 540, isFirstAC: true },
    ]);
  });
});
