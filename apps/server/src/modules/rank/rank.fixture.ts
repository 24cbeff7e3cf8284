import { judgeRow } from '../../test/judge-row';
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
      .values(
        judgeRow({
          pid: r.pid,
          uid: r.uid,
          submitTime: at,
          status: r.status,
          cid: r.cid,
          gid: r.gid,
          oiRankScore: r.oiRankScore,
        }),
      )
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
