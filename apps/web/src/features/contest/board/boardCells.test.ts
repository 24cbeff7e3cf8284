import { describe, expect, it } from 'vitest';
import { acmCellKind, acmCellText, displayName, formatPenalty, oiCellKind, rankText, topTen, type BoardRow } from './boardCells';
import { FOLLOWED_MAX, followedKey, readFollowed, toggleFollowed } from './followed';

describe('board cells', () => {
  it('chooses the ACM cell style', () => {
    expect(acmCellKind(undefined)).toBe('none');
    expect(acmCellKind({ isAC: true, ACTime: 60, errorNum: 0, isAfterContest: true })).toBe('afterContest');
    expect(acmCellKind({ isAC: true, ACTime: 60, errorNum: 0, isFirstAC: true })).toBe('firstAC');
    expect(acmCellKind({ isAC: true, ACTime: 60, errorNum: 2 })).toBe('ac');
    // A solved cell stays solved even with tries the seal hides after it.
    expect(acmCellKind({ isAC: true, ACTime: 60, errorNum: 0, tryNum: 1 })).toBe('ac');
    expect(acmCellKind({ isAC: false, errorNum: 1, tryNum: 2 })).toBe('pending');
    expect(acmCellKind({ isAC: false, errorNum: 3 })).toBe('wrong');
    expect(acmCellKind({ isAC: false, errorNum: 0 })).toBe('none');
  });

  it('shows the AC minute (truncated) and the tries it took', () => {
    expect(acmCellText({ isAC: true, ACTime: 119, errorNum: 0 })).toEqual({ main: '1', sub: '1' });
    expect(acmCellText({ isAC: true, ACTime: 3600, errorNum: 2 })).toEqual({ main: '60', sub: '3' });
    expect(acmCellText({ isAC: false, errorNum: 2 })).toEqual({ main: '', sub: '-2' });
    expect(acmCellText({ isAC: false, errorNum: 1, tryNum: 2 })).toEqual({ main: '?', sub: '-1 +2' });
    expect(acmCellText({ isAC: false, errorNum: 0, tryNum: 1 })).toEqual({ main: '?', sub: '+1' });
  });

  it('chooses the OI cell style', () => {
    expect(oiCellKind(100)).toBe('full');
    expect(oiCellKind(0)).toBe('zero');
    expect(oiCellKind(35)).toBe('partial');
    expect(oiCellKind(undefined)).toBe('none');
  });

  it('names a row by rankShowName, falling back to the username', () => {
    const row = { username: 'u1', nickname: 'Nick', realname: '' };
    expect(displayName(row, 'nickname')).toBe('Nick');
    expect(displayName(row, 'realname')).toBe('u1');
    expect(displayName(row, 'username')).toBe('u1');
    expect(displayName(row, null)).toBe('u1');
  });

  it('formats penalty and rank', () => {
    expect(formatPenalty(0)).toBe('0:00:00');
    expect(formatPenalty(4200)).toBe('1:10:00');
    expect(formatPenalty(36061)).toBe('10:01:01');
    expect(rankText(-1)).toBe('*');
    expect(rankText(3)).toBe('3');
  });

  it('charts the first ten ranked rows, not the followed copies or stars', () => {
    const row = (uid: string, rank: number, isConcerned = false) =>
      ({ uid, rank, isConcerned, ac: 1, total: 1, totalTime: 1, submissionInfo: {}, username: uid }) as unknown as BoardRow;
    const rows = [row('me', 5, true), row('s', -1), ...Array.from({ length: 12 }, (_, i) => row(`u${i}`, i + 1))];
    expect(topTen(rows).map((r) => r.uid)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9']);
  });
});

class MemoryStore {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('followed users', () => {
  it('are kept per contest and toggle', () => {
    const store = new MemoryStore();
    expect(readFollowed(store, 7)).toEqual([]);
    expect(toggleFollowed(store, 7, 'a')).toEqual(['a']);
    expect(toggleFollowed(store, 7, 'b')).toEqual(['a', 'b']);
    expect(toggleFollowed(store, 8, 'c')).toEqual(['c']);
    expect(readFollowed(store, 7)).toEqual(['a', 'b']);
    expect(toggleFollowed(store, 7, 'a')).toEqual(['b']);
    expect(toggleFollowed(store, 7, 'b')).toEqual([]);
    expect(store.data.has(followedKey(7))).toBe(false);
  });

  it('ignore broken values and keep at most the newest 300', () => {
    const store = new MemoryStore();
    store.setItem(followedKey(1), '{not json');
    expect(readFollowed(store, 1)).toEqual([]);
    store.setItem(followedKey(1), JSON.stringify(['a', 3, 'a', '', 'b']));
    expect(readFollowed(store, 1)).toEqual(['a', 'b']);
    store.setItem(followedKey(2), JSON.stringify(Array.from({ length: FOLLOWED_MAX }, (_, i) => `u${i}`)));
    const next = toggleFollowed(store, 2, 'new');
    expect(next).toHaveLength(FOLLOWED_MAX);
    expect(next[0]).toBe('u1');
    expect(next.at(-1)).toBe('new');
  });
});
