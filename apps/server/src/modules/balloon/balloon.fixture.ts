import { type BalloonList, JudgeStatus, getContestBalloons } from '@verdict/shared';
import type { TestApp } from '../../test/test-app';
import { seedSubmission } from '../contest/contest.fixture';

/** Balloon test helpers (not loaded by the server): judged rows announced as the judge announces them, and a list read. */
export function balloonKit(t: TestApp) {
  /** A judged row of the contest, announced on the submission events (as a verdict is). */
  const judged = async (s: Parameters<typeof seedSubmission>[1]) => {
    const submitId = await seedSubmission(t, s);
    t.app.services.events.publish({ submitId, status: s.status, done: 0, total: 0 });
    return submitId;
  };
  /** A rejudge's outcome: the row's new verdict, announced. */
  const rejudged = async (submitId: number, status: number) => {
    await t.core.database.db
      .updateTable('judge')
      .set({ status, gmtModified: Date.now() })
      .where('submitId', '=', submitId)
      .execute();
    t.app.services.events.publish({ submitId, status, done: 0, total: 0 });
  };
  const list = (token: string, cid: number, q: Record<string, unknown> = {}) =>
    t.callRaw<typeof getContestBalloons, BalloonList>(getContestBalloons, { token, query: { cid, ...q } });
  /** Reads the list until `ok` holds (verdicts reach the balloons through the event stream). */
  async function until(token: string, cid: number, ok: (l: BalloonList) => boolean, ms = 10_000): Promise<BalloonList> {
    const end = Date.now() + ms;
    for (;;) {
      await t.app.services.balloonTracker.settled(cid);
      const res = await list(token, cid);
      if (res.status !== 200) throw new Error(`balloon list: ${res.status} ${res.msg}`);
      if (ok(res.data) || Date.now() > end) return res.data;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { judged, rejudged, list, until, AC: JudgeStatus.Accepted, WA: JudgeStatus.WrongAnswer };
}
