import { adminAddTraining, adminAddTrainingCategory, adminAddTrainingProblemFromPublic } from '@verdict/shared';
import { judgeRow } from '../../test/judge-row';
import type { TestApp } from '../../test/test-app';

/** Training helpers for tests (not loaded by the server). */

export async function createCategory(
  t: TestApp,
  token: string,
  name = `Cat ${Math.random().toString(36).slice(2, 7)}`,
  color = '#409eff',
): Promise<number> {
  const res = await t.call(adminAddTrainingCategory, { token, body: { name, color } });
  if (res.status !== 200) throw new Error(`create category failed: ${res.msg}`);
  return res.data.id;
}

/** A training through the admin API (public unless `auth: 'Private'` with `privatePwd`). */
export async function createTraining(
  t: TestApp,
  token: string,
  categoryId: number,
  over: { title?: string; auth?: 'Public' | 'Private'; privatePwd?: string; rank?: number; status?: boolean } = {},
): Promise<number> {
  const res = await t.call(adminAddTraining, {
    token,
    body: {
      training: { title: over.title ?? 'Loops', description: 'Practise loops', rank: 1000, auth: 'Public', ...over },
      trainingCategory: { id: categoryId },
    },
  });
  if (res.status !== 200) throw new Error(`create training failed: ${res.msg}`);
  return res.data.id;
}

export async function addProblems(t: TestApp, token: string, tid: number, pids: number[]): Promise<void> {
  for (const pid of pids) {
    const res = await t.call(adminAddTrainingProblemFromPublic, { token, body: { tid, pid } });
    if (res.status !== 200) throw new Error(`add problem failed: ${res.msg}`);
  }
}

/** A finished non-contest judge row written straight into the table (the training recorder and rank read it as any other). */
export async function seedJudgeRow(
  t: TestApp,
  s: { pid: number; uid: string; username: string; status: number; at: number; time?: number | null },
): Promise<number> {
  const row = await t.core.database.db
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
        code: '//',
      }),
    )
    .returning('submitId')
    .executeTakeFirstOrThrow();
  return row.submitId;
}
