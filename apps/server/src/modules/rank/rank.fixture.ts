import type { TestApp } from '../../test/test-app';

export interface Row {
  uid: string;
  pid: number;
  status: number;
  cid?: number;
  gid?: number | null;
  oiRankScore?: number | null;
  /** Epoch ms; now by default. */
  at?: number;
}

/**
 * Judge rows written by hand, with the AC records the judge would write for them (§5.5:
 * user_acproblem only for accepted non-contest, non-group submissions).
 */
export async function seedRows(t: TestApp, rows: Row[]): Promise<number[]> {
  const { db } = t.core.database;
  const ids: number[] = [];
  for (const r of rows) {
    const at = r.at ?? Date.now();
    const row = await db
      .insertInto('judge')
      .values({
        pid: r.pid,
        displayPid: String(r.pid),
        uid: r.uid,
        username: r.uid,
        submitTime: at,
        status: r.status,
        share: 0,
        errorMessage: null,
        time: 10,
        memory: 1024,
        score: null,
        length: 10,
        code: 'x',
        language: 'C++',
        cid: r.cid ?? 0,
        cpid: 0,
        gid: r.gid ?? null,
        judger: null,
        ip: null,
        version: 0,
        oiRankScore: r.oiRankScore ?? null,
        isManual: 0,
        attemptId: null,
        gmtCreate: at,
        gmtModified: at,
      })
      .returning('submitId')
      .executeTakeFirstOrThrow();
    const submitId = Number(row.submitId);
    ids.push(submitId);
    if (r.status === 0 && !r.cid && r.gid == null) {
      await db.insertInto('userAcproblem').values({ uid: r.uid, pid: r.pid, submitId, gmtCreate: at }).execute();
    }
  }
  return ids;
}
