import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { buildResolver, type ResolverState } from './resolver';
import { currentState, frozenLeft, lastStep, resolverKey, startPlayer, stepBack, stepForward } from './resolverPlayer';

const S = Date.UTC(2026, 0, 1);
let seq = 0;
const sub = (username: string, displayId: string, status: number, seconds: number) => ({
  uid: `id-${username}`,
  username,
  name: username,
  school: null,
  displayId,
  status,
  submitMs: S + seconds * 1000,
  submitId: ++seq,
});
const { Accepted: AC, WrongAnswer: WA } = JudgeStatus;

/** Seal at 4 h: bob leads before it; ann and cid try after it (ann twice: A then B). */
const frozen = () =>
  buildResolver({
    problems: ['A', 'B'],
    startMs: S,
    sealMs: S + 4 * 3600_000,
    starUsernames: [],
    removeStar: false,
    submissions: [
      sub('bob', 'A', AC, 600),
      sub('ann', 'A', WA, 900),
      sub('cid', 'B', WA, 1000),
      sub('ann', 'A', AC, 15000),
      sub('ann', 'B', AC, 15600),
      sub('cid', 'A', WA, 16000),
    ],
  });
/** Each row: rank name solved/penalty and its cells (A3 = AC at minute 3; ?1 = one hidden try; -1 = one wrong). */
const show = (s: ResolverState) =>
  s.rows.map((r) => {
    const cells = s.problems.map((p) => {
      const c = r.cells[p];
      if (!c) return '.';
      if (c.solved) return `+${Math.floor(c.acSeconds / 60)}`;
      if (c.pending > 0) return `?${c.pending}`;
      return c.wrong > 0 ? `-${c.wrong}` : '.';
    });
    return `${r.rank} ${r.username} ${r.solved}/${r.penalty} ${cells.join(' ')}`;
  });

describe('the resolver player (pure: the board after each step)', () => {
  it('steps through every frozen cell, bottom row first, and the climbing row moves up', () => {
    let p = startPlayer(frozen());
    expect(show(currentState(p))).toEqual(['1 bob 1/600 +10 .', '2 ann 0/0 ?1 ?1', '2 cid 0/0 ?1 -1']);
    expect(frozenLeft(currentState(p))).toBe(3);
    expect(lastStep(p)).toBeNull();

    p = stepForward(p);
    // cid (the lowest row) first: A was wrong again.
    expect(show(currentState(p))).toEqual(['1 bob 1/600 +10 .', '2 ann 0/0 ?1 ?1', '2 cid 0/0 -1 -1']);
    expect(lastStep(p)).toEqual({ uid: 'id-cid', displayId: 'A', accepted: false, from: 2, to: 2 });

    p = stepForward(p);
    // ann's A: accepted at 15000 s + one wrong try (1200 s); she stays below bob's 1 solved with less penalty.
    expect(show(currentState(p))).toEqual(['1 bob 1/600 +10 .', '2 ann 1/16200 +250 ?1', '3 cid 0/0 -1 -1']);
    expect(lastStep(p)).toMatchObject({ uid: 'id-ann', displayId: 'A', accepted: true, from: 1, to: 1 });

    p = stepForward(p);
    // ann's B: two solved, she slides above bob.
    expect(show(currentState(p))).toEqual(['1 ann 2/31800 +250 +260', '2 bob 1/600 +10 .', '3 cid 0/0 -1 -1']);
    expect(lastStep(p)).toEqual({ uid: 'id-ann', displayId: 'B', accepted: true, from: 1, to: 0 });
    expect(frozenLeft(currentState(p))).toBe(0);

    // Nothing left: forward keeps the same player.
    expect(stepForward(p)).toBe(p);
  });

  it('steps back exactly to the board before, down to the frozen board', () => {
    const start = startPlayer(frozen());
    const two = stepForward(stepForward(start));
    const one = stepBack(two);
    expect(show(currentState(one))).toEqual(show(currentState(stepForward(start))));
    expect(lastStep(one)).toEqual(lastStep(stepForward(start)));
    const zero = stepBack(one);
    expect(show(currentState(zero))).toEqual(show(frozen()));
    expect(stepBack(zero)).toBe(zero);
    // The frozen board itself was never changed by the steps.
    expect(frozenLeft(currentState(zero))).toBe(3);
  });

  it('maps the presenter keys', () => {
    expect([' ', 'Enter', 'ArrowRight'].map(resolverKey)).toEqual(['forward', 'forward', 'forward']);
    expect(resolverKey('ArrowLeft')).toBe('back');
    expect(resolverKey('Escape')).toBe('exit');
    expect(resolverKey('a')).toBeNull();
  });
});
