import { OI_RULE } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { at, awardOf, contest, MEDALS, oiList, S, sub } from './board-fixtures';
import { AwardType, type OiContestRankVo } from './board-types';
import { ContestBoard } from './contest-board';

// Every expected board below is worked out by hand from judge-and-rank semantics §5.3–5.4.

const oi = (overrides: Parameters<typeof contest>[0] = {}) => contest({ rule: OI_RULE, ...overrides });
const scored = (uid: string, p: string, status: number, score: number | null, submitTime: number, time: number | null = null) =>
  sub(uid, p, status, submitTime, { score, time });

const history = () => [
  scored('u1', 'A', S.PartialAccepted, 60, at(0, 10), 300),
  scored('u1', 'A', S.Accepted, 100, at(0, 20), 120),
  scored('u1', 'A', S.PartialAccepted, 30, at(0, 30), 90),
  scored('u1', 'A', S.SystemError, null, at(1, 10)), // a judge fault: neither scores nor replaces
  scored('u1', 'B', S.Accepted, 100, at(0, 40), 80),
  scored('u1', 'B', S.Accepted, 100, at(0, 50), 50),
  scored('u1', 'C', S.CompileError, null, at(1)),
  scored('u1', 'C', S.Judging, null, at(1, 5)), // no verdict yet
  scored('u2', 'A', S.Accepted, 100, at(0, 15), 100),
];

describe('OI board: Recent and Highest', () => {
  it('Recent: the latest judged submission of each problem gives its score; the time is that of an accepted one', () => {
    const board = new ContestBoard(oi({ oiRankScoreType: 'Recent' }));
    board.rebuild(history());

    expect(oiList(board)).toEqual([
      { rank: 1, uid: 'u1', totalScore: 130, totalTime: 50, scores: { A: 30, B: 100, C: 0 }, times: { B: 50 } },
      { rank: 2, uid: 'u2', totalScore: 100, totalTime: 100, scores: { A: 100 }, times: { A: 100 } },
    ]);
  });

  it('Highest: the best score of each problem; the time is the smallest run time among its full-score submissions', () => {
    const board = new ContestBoard(oi({ oiRankScoreType: 'Highest' }));
    board.rebuild(history());

    expect(oiList(board)).toEqual([
      { rank: 1, uid: 'u1', totalScore: 200, totalTime: 170, scores: { A: 100, B: 100, C: 0 }, times: { A: 120, B: 50 } },
      { rank: 2, uid: 'u2', totalScore: 100, totalTime: 100, scores: { A: 100 }, times: { A: 100 } },
    ]);
  });

  it('emits the contract row shape', () => {
    const board = new ContestBoard(oi());
    board.rebuild([scored('u2', 'A', S.Accepted, 100, at(0, 15), 100)].map((s) => ({ ...s, school: 'PKU', gender: 'female' })));

    expect(board.list()[0] as OiContestRankVo).toEqual({
      rank: 1,
      isWinAward: false,
      awardName: null,
      awardBackground: null,
      awardColor: null,
      isConcerned: false,
      uid: 'u2',
      username: 'u2',
      realname: null,
      nickname: null,
      school: 'PKU',
      gender: 'female',
      avatar: null,
      totalScore: 100,
      totalTime: 100,
      submissionInfo: { A: 100 },
      timeInfo: { A: 100 },
    });
  });
});

describe('OI board: order and ties', () => {
  it('orders by score desc then time asc; equal score and time share a rank', () => {
    const board = new ContestBoard(oi());
    board.rebuild([
      scored('u1', 'A', S.Accepted, 100, at(0, 1), 200),
      scored('u2', 'A', S.Accepted, 100, at(0, 2), 100),
      scored('u3', 'A', S.Accepted, 100, at(0, 3), 100),
      scored('u4', 'A', S.PartialAccepted, 40, at(0, 4), 10),
      scored('u5', 'B', S.WrongAnswer, 0, at(0, 5), 10),
    ]);

    expect(oiList(board).map(({ rank, uid, totalScore, totalTime }) => ({ rank, uid, totalScore, totalTime }))).toEqual([
      { rank: 1, uid: 'u2', totalScore: 100, totalTime: 100 },
      { rank: 1, uid: 'u3', totalScore: 100, totalTime: 100 },
      { rank: 3, uid: 'u1', totalScore: 100, totalTime: 200 },
      { rank: 4, uid: 'u4', totalScore: 40, totalTime: 0 },
      { rank: 5, uid: 'u5', totalScore: 0, totalTime: 0 },
    ]);
  });

  it('gives star users rank -1 and awards only to rows that scored', () => {
    const config = [
      { ...MEDALS[0], num: 1 },
      { ...MEDALS[1], num: 5 },
    ];
    const board = new ContestBoard(oi({ starUids: ['star'], awardType: AwardType.Count, awardConfig: config }));
    board.rebuild([
      scored('star', 'A', S.Accepted, 100, at(0, 1), 5),
      scored('u1', 'A', S.Accepted, 100, at(0, 2), 50),
      scored('u2', 'A', S.PartialAccepted, 10, at(0, 3), 50),
      scored('u3', 'A', S.WrongAnswer, 0, at(0, 4), 50),
    ]);

    expect(board.list().map(awardOf)).toEqual([
      { uid: 'star', rank: -1, award: null },
      { uid: 'u1', rank: 1, award: 'Gold' },
      { uid: 'u2', rank: 2, award: 'Silver' },
      { uid: 'u3', rank: 3, award: null },
    ]);
  });
});

describe('OI board: seal', () => {
  it('hides every result after the seal on the sealed board; the real board has them', () => {
    const board = new ContestBoard(oi({ sealRank: true, sealRankTime: at(4) }));
    board.rebuild([
      scored('u1', 'A', S.PartialAccepted, 50, at(1), 40),
      scored('u1', 'A', S.Accepted, 100, at(4, 30), 30),
      scored('u1', 'B', S.Accepted, 100, at(4, 0, 0, 1), 20),
      scored('u2', 'B', S.Accepted, 100, at(4, 1), 20),
    ]);

    expect(oiList(board, { sealed: true })).toEqual([
      { rank: 1, uid: 'u1', totalScore: 50, totalTime: 0, scores: { A: 50 }, times: {} },
    ]);
    expect(oiList(board)).toEqual([
      { rank: 1, uid: 'u1', totalScore: 200, totalTime: 50, scores: { A: 100, B: 100 }, times: { A: 30, B: 20 } },
      { rank: 2, uid: 'u2', totalScore: 100, totalTime: 20, scores: { B: 100 }, times: { B: 20 } },
    ]);
  });

  it('a rejudge after the seal does not leak into the sealed board', () => {
    const board = new ContestBoard(oi({ sealRank: true, sealRankTime: at(4) }));
    const late = scored('u1', 'A', S.WrongAnswer, 0, at(4, 10), 10);
    board.rebuild([scored('u1', 'A', S.PartialAccepted, 20, at(2), 10), late]);
    board.apply({ ...late, status: S.Accepted, score: 100 });

    expect(oiList(board, { sealed: true })).toEqual([
      { rank: 1, uid: 'u1', totalScore: 20, totalTime: 0, scores: { A: 20 }, times: {} },
    ]);
    expect(oiList(board)).toEqual([{ rank: 1, uid: 'u1', totalScore: 100, totalTime: 10, scores: { A: 100 }, times: { A: 10 } }]);
  });
});
