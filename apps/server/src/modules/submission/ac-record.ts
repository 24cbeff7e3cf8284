import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { JudgeRow } from './submission.mapper';

/**
 * user_acproblem holds one row per accepted non-contest, non-group submission (§5.5).
 * Keyed by submit id, so writing it again for the same submission never adds a second row.
 */
export async function syncAcRecord(
  db: Db,
  s: Pick<JudgeRow, 'submitId' | 'uid' | 'pid' | 'cid' | 'gid' | 'status'>,
): Promise<void> {
  const counts = s.status === JudgeStatus.Accepted && Number(s.cid) === 0 && s.gid == null;
  if (!counts) {
    await db.deleteFrom('userAcproblem').where('submitId', '=', s.submitId).execute();
    return;
  }
  await db
    .insertInto('userAcproblem')
    .values({ uid: s.uid, pid: s.pid, submitId: s.submitId, gmtCreate: Date.now() })
    .onConflict((oc) => oc.column('submitId').doNothing())
    .execute();
}
