import {
  type AdminContestVo,
  adminAddContest,
  adminAddContestProblemFromPublic,
  adminSetContestProblemInfo,
} from '@verdict/shared';
import { judgeRow } from '../../test/judge-row';
import type { TestApp } from '../../test/test-app';

/** Contest helpers for tests (not loaded by the server). */

export const HOUR = 3600_000;

/** A contest through the admin API; times are offsets from now in ms (running by default: started an hour ago, two hours to go). */
export async function createContest(
  t: TestApp,
  token: string,
  over: Record<string, unknown> & { startIn?: number; endIn?: number } = {},
): Promise<AdminContestVo> {
  const { startIn = -HOUR, endIn = 2 * HOUR, ...rest } = over;
  const now = Date.now();
  const res = await t.call<typeof adminAddContest, AdminContestVo>(adminAddContest, {
    token,
    body: {
      title: `Contest ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Good luck',
      type: 0,
      auth: 0,
      startTime: new Date(now + startIn).toISOString(),
      endTime: new Date(now + endIn).toISOString(),
      ...rest,
    },
  });
  if (res.status !== 200) throw new Error(`create contest failed: ${res.msg}`);
  return res.data;
}

/** Moves a contest in time without the form's checks (phases change under a running test). */
export async function setContestTimes(
  t: TestApp,
  cid: number,
  startIn: number,
  endIn: number,
  extra: { sealRankTime?: number | null } = {},
): Promise<void> {
  const now = Date.now();
  await t.core.database.db
    .updateTable('contest')
    .set({
      startTime: now + startIn,
      endTime: now + endIn,
      duration: Math.floor((endIn - startIn) / 1000),
      gmtModified: now,
      ...extra,
    })
    .where('id', '=', cid)
    .execute();
}

export async function addPublicProblem(
  t: TestApp,
  token: string,
  cid: number,
  pid: number,
  displayId: string,
  color?: string,
): Promise<void> {
  const res = await t.call(adminAddContestProblemFromPublic, { token, body: { cid, pid, displayId } });
  if (res.status !== 200) throw new Error(`add problem failed: ${res.msg}`);
  if (color)
    await t.call(adminSetContestProblemInfo, {
      token,
      body: { cid, pid, displayId, displayTitle: `Problem ${displayId}`, color },
    });
}

/** A judge row of a contest written straight into the table: boards, counts and AC lists read them as any other. */
export async function seedSubmission(
  t: TestApp,
  s: {
    cid: number;
    pid: number;
    cpid?: number;
    uid: string;
    username: string;
    status: number;
    at: number;
    score?: number | null;
    time?: number;
  },
): Promise<number> {
  const { db } = t.core.database;
  const link = await db
    .selectFrom('contestProblem')
    .select('id')
    .where('cid', '=', s.cid)
    .where('pid', '=', s.pid)
    .executeTakeFirst();
  const row = await db
    .insertInto('judge')
    .values(
      judgeRow({
        pid: s.pid,
        displayPid: 'P',
        uid: s.uid,
        username: s.username,
        submitTime: s.at,
        status: s.status,
        time: s.time,
        score: s.score,
        code: `// ${s.username} ${s.at}`,
        cid: s.cid,
        cpid: s.cpid ?? link?.id ?? 0,
      }),
    )
    .returning('submitId')
    .executeTakeFirstOrThrow();
  return Number(row.submitId);
}
