import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeStatus, getContestRank } from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { addPublicProblem, createContest, seedSubmission } from './contest.fixture';

/** A contest start: many open the board of a live contest at once, before anyone built it. */
describe('the first board build of a live contest', () => {
  const t = useTestApp();
  let a: Actors;

  beforeAll(async () => {
    a = await seedActors(t);
  });

  const rank = (token: string, cid: number) =>
    t.callRaw<typeof getContestRank, { records: Array<{ username: string; ac: number }>; total: number }>(getContestRank, {
      token,
      body: { cid, currentPage: 1, limit: 50 },
    });

  it('is built once for every concurrent first reader, and rebuilt once after the contest changed', async () => {
    const c = await createContest(t, a.admin.token);
    const p = await createAbProblem(t, a.admin.token);
    const q = await createAbProblem(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A');
    const start = Date.parse(String(c.startTime));
    for (const [k, u] of [a.user, a.other].entries())
      await seedSubmission(t, {
        cid: c.id,
        pid: p.pid,
        uid: u.uid,
        username: u.username,
        status: JudgeStatus.Accepted,
        at: start + (k + 1) * 60_000,
      });
    const builds = vi.spyOn(t.app.services.contestRecords, 'boardColumns');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => rank(a.admin.token, c.id)));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((r) => JSON.stringify(r.data))).size).toBe(1);
      expect(answers[0]!.data.total).toBe(2);
      expect(builds).toHaveBeenCalledTimes(1);

      // A second problem: the board's key changes; concurrent readers again share one rebuild.
      await addPublicProblem(t, a.admin.token, c.id, q.pid, 'B');
      const again = await Promise.all(Array.from({ length: 8 }, () => rank(a.admin.token, c.id)));
      expect(again.map((r) => r.status)).toEqual(again.map(() => 200));
      expect(again[0]!.data.total).toBe(2);
      expect(builds).toHaveBeenCalledTimes(2);
    } finally {
      builds.mockRestore();
    }
  });
});
