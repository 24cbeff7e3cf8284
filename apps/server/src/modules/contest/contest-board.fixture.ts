import { beforeAll } from 'vitest';
import { type AcmContestRankVo, Role, getContestOutsideScoreboard, getContestRank } from '@verdict/shared';
import {
  type Actors,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
} from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { seedSubmission } from './contest.fixture';

export type Board<R> = { records: R[]; total: number };

/** A judging app with the actors, a second admin and two A+B problems, workers started, and the board tests' helpers. */
export function useBoardScene() {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  const scene = {
    t,
    a: undefined as unknown as Actors,
    admin2: undefined as unknown as SeededUser,
    ab: undefined as unknown as { pid: number; problemId: string },
    ab2: undefined as unknown as { pid: number; problemId: string },
    db: () => t.core.database.db,
  };
  const rank = <R = AcmContestRankVo>(token: string | undefined, body: Record<string, unknown>) =>
    t.callRaw<typeof getContestRank, Board<R>>(getContestRank, { token, body });
  const outside = <R = AcmContestRankVo>(token: string | undefined, body: Record<string, unknown>) =>
    t.callRaw<typeof getContestOutsideScoreboard, Board<R>>(getContestOutsideScoreboard, { token, body });
  /** Waits until the board answers what `ok` wants (verdicts reach it through the event stream). */
  async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /** A seeded row, announced as the judge announces verdicts. */
  const seedAndPublish = async (s: Parameters<typeof seedSubmission>[1]) => {
    const submitId = await seedSubmission(t, s);
    t.app.services.events.publish({ submitId, status: s.status, done: 0, total: 0 });
    return submitId;
  };

  beforeAll(async () => {
    scene.a = await seedActors(t);
    scene.admin2 = await seedUser(t.core, { roleId: Role.Admin });
    await noSubmitInterval(t);
    scene.ab = await createAbProblem(t, scene.a.admin.token);
    scene.ab2 = await createAbProblem(t, scene.a.admin.token);
    await startWorkers(t, sandbox);
  });
  return Object.assign(scene, { sandbox, rank, outside, eventually, seedAndPublish });
}
