import { OI_RULE } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { ContestBoard } from './board';
import { S, at, contest, sub } from './board/board-fixtures';
import { categoryPage } from './board-categories';

const brief = (r: { uid: string; rank: number; awardName: string | null }) => [r.uid, r.rank, r.awardName];
const GOLD = { name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 };

describe('a category board (separate rankings)', () => {
  it('ranks a category’s rows among themselves: ties share a rank, stars take no place, awards within', () => {
    const board = new ContestBoard(contest({ starUids: ['s'], awardType: 2, awardConfig: [GOLD] }));
    board.rebuild([
      sub('x', 'A', S.Accepted, at(0, 5)), // outside the category, first of all
      sub('s', 'A', S.Accepted, at(0, 6)),
      sub('a', 'A', S.Accepted, at(0, 10)),
      sub('b', 'A', S.Accepted, at(0, 10)),
      sub('c', 'A', S.WrongAnswer, at(0, 20)),
    ]);
    const keys = new Set(['s', 'a', 'b', 'c']);
    const page = categoryPage(board, {}, keys);
    expect(page.records.map(brief)).toEqual([
      ['s', -1, null],
      ['a', 1, 'Gold'],
      ['b', 1, null],
      ['c', 3, null],
    ]);
    expect(page.total).toBe(4);
    // Stars left out, the viewer's row on top of the first page, pages of the category.
    const mine = categoryPage(board, { removeStar: true, viewerUid: 'c', limit: 2, currentPage: 1 }, keys);
    expect(mine.records.map((r) => [r.uid, r.rank, r.isConcerned])).toEqual([
      ['c', 3, true],
      ['a', 1, false],
      ['b', 1, false],
    ]);
    expect(categoryPage(board, { removeStar: true, limit: 2, currentPage: 2 }, keys).records.map(brief)).toEqual([
      ['c', 3, null],
    ]);
    // The whole board is unchanged.
    expect(board.list().map(brief)).toEqual([
      ['x', 1, 'Gold'],
      ['s', -1, null],
      ['a', 2, null],
      ['b', 2, null],
      ['c', 4, null],
    ]);
  });

  it('an OI category ranks by score, then time', () => {
    const board = new ContestBoard(contest({ rule: OI_RULE }));
    board.rebuild([
      sub('a', 'A', S.PartialAccepted, at(0, 5), { score: 40, time: 10 }),
      sub('b', 'A', S.Accepted, at(0, 6), { score: 100, time: 30 }),
      sub('c', 'A', S.Accepted, at(0, 7), { score: 100, time: 20 }),
    ]);
    expect(categoryPage(board, {}, new Set(['a', 'b'])).records.map(brief)).toEqual([
      ['b', 1, null],
      ['a', 2, null],
    ]);
  });
});
