import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { type ResolverSubmission, buildResolver, medalOf, nextReveal, parseScrollBoardTime, reveal } from './resolver';

const S = Date.UTC(2026, 0, 1, 0, 0, 0);
const SEAL = S + 4 * 3600_000;
const at = (seconds: number) => S + seconds * 1000;
let seq = 0;
const sub = (username: string, displayId: string, status: number, seconds: number): ResolverSubmission => ({
  uid: `id-${username}`,
  username,
  name: username,
  school: null,
  displayId,
  status,
  submitMs: at(seconds),
  submitId: ++seq,
});
const { Accepted: AC, WrongAnswer: WA, CompileError: CE } = JudgeStatus;

/** The contest of the tests below, times in seconds from the start; the seal is at 14400 s. */
const contest = (extra: ResolverSubmission[] = [], removeStar = false) =>
  buildResolver({
    problems: ['A', 'B'],
    startMs: S,
    sealMs: SEAL,
    starUsernames: ['star'],
    removeStar,
    submissions: [
      sub('bob', 'A', WA, 300),
      sub('bob', 'A', AC, 1200),
      sub('bob', 'B', AC, 1800),
      sub('alice', 'A', WA, 3600),
      sub('alice', 'B', WA, 14460),
      sub('alice', 'B', AC, 14520),
      sub('carol', 'A', AC, 16200),
      sub('dave', 'B', CE, 3600),
      sub('dave', 'B', WA, 16800),
      ...extra,
    ],
  });
const brief = (s: ReturnType<typeof contest>) => s.rows.map((r) => `${r.rank} ${r.username} ${r.solved}/${r.penalty}`);

describe('scroll board resolver', () => {
  it('starts from the frozen board: results before the seal, later tries pending', () => {
    const s = contest();
    expect(brief(s)).toEqual(['1 bob 2/4200', '2 alice 0/0', '2 carol 0/0', '2 dave 0/0']);
    const alice = s.rows[1];
    expect(alice.cells.A).toMatchObject({ solved: false, wrong: 1, pending: 0 });
    expect(alice.cells.B).toMatchObject({ solved: false, wrong: 0, pending: 2 });
    // A compile error is no penalised try.
    expect(s.rows[3].cells.B).toMatchObject({ wrong: 0, pending: 1 });
  });

  it('reveals from the bottom, leftmost cell first, moving rows up when they climb', () => {
    let s = contest();
    expect(nextReveal(s)).toEqual({ uid: 'id-dave', displayId: 'B' });
    const steps = [];
    for (let r = reveal(s); r; r = reveal(s)) {
      steps.push(r.step);
      s = r.state;
    }
    expect(steps).toEqual([
      { uid: 'id-dave', displayId: 'B', accepted: false, from: 3, to: 3 },
      { uid: 'id-carol', displayId: 'A', accepted: true, from: 2, to: 1 },
      // 14520 s + one wrong try (1200 s) = 15720 s beats carol's 16200 s.
      { uid: 'id-alice', displayId: 'B', accepted: true, from: 2, to: 1 },
    ]);
    expect(brief(s)).toEqual(['1 bob 2/4200', '2 alice 1/15720', '3 carol 1/16200', '4 dave 0/0']);
    expect(s.rows[3].cells.B).toMatchObject({ wrong: 1, pending: 0 });
    expect(nextReveal(s)).toBeNull();
  });

  it('leaves the earlier state as it was', () => {
    const s = contest();
    reveal(s);
    expect(brief(s)).toEqual(['1 bob 2/4200', '2 alice 0/0', '2 carol 0/0', '2 dave 0/0']);
    expect(s.rows[3].cells.B.pending).toBe(1);
  });

  it('ties share a rank and the next rank skips', () => {
    const s = buildResolver({
      problems: ['A'],
      startMs: S,
      sealMs: null,
      starUsernames: [],
      removeStar: false,
      submissions: [sub('x', 'A', AC, 600), sub('y', 'A', AC, 600), sub('z', 'A', WA, 60)],
    });
    expect(brief(s)).toEqual(['1 x 1/600', '1 y 1/600', '3 z 0/0']);
    expect(nextReveal(s)).toBeNull();
  });

  it('star users are unranked, or gone with removeStar', () => {
    const withStar = contest([sub('star', 'A', AC, 60)]);
    // The star row sits where its result puts it but takes no rank: alice is still 2nd.
    expect(brief(withStar)).toEqual(['1 bob 2/4200', '-1 star 1/60', '2 alice 0/0', '2 carol 0/0', '2 dave 0/0']);
    const removed = contest([sub('star', 'A', AC, 60)], true);
    expect(removed.rows.map((r) => r.username)).toEqual(['bob', 'alice', 'carol', 'dave']);
  });

  it('medals by rank, tied rows alike, none for stars or empty rows', () => {
    const counts: [number, number, number] = [1, 1, 1];
    expect(medalOf({ rank: 1, solved: 2, star: false }, counts)).toBe('gold');
    expect(medalOf({ rank: 2, solved: 1, star: false }, counts)).toBe('silver');
    expect(medalOf({ rank: 3, solved: 1, star: false }, counts)).toBe('bronze');
    expect(medalOf({ rank: 4, solved: 1, star: false }, counts)).toBeNull();
    expect(medalOf({ rank: 1, solved: 1, star: false }, [2, 0, 0])).toBe('gold');
    expect(medalOf({ rank: -1, solved: 3, star: true }, counts)).toBeNull();
    expect(medalOf({ rank: 2, solved: 0, star: false }, counts)).toBeNull();
  });

  it('reads the GMT+8 time format of the scroll board calls', () => {
    expect(parseScrollBoardTime('2026/01/01 08:00:00')).toBe(S);
    expect(parseScrollBoardTime('2026/01/01 12:00:30')).toBe(S + 4 * 3600_000 + 30_000);
    expect(parseScrollBoardTime('2026-01-01')).toBeNaN();
  });
});
