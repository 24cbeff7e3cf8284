import type { Core } from '../../core';
import { judgeRow } from '../../test/judge-row';

/** A problem row with the columns the profile reads; everything else at its usual default. */
export async function seedProblem(core: Core, opts: { problemId: string; difficulty?: number; type?: number }): Promise<number> {
  const now = Date.now();
  const row = await core.database.db
    .insertInto('problem')
    .values({
      problemId: opts.problemId,
      title: opts.problemId,
      type: opts.type ?? 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      isRemote: 0,
      difficulty: opts.difficulty ?? 0,
      auth: 1,
      ioScore: 100,
      codeShare: 1,
      isRemoveEndBlank: 1,
      openCaseResult: 1,
      isUploadCase: 1,
      caseVersion: '0',
      isGroup: 0,
      isFileIo: 0,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One judge row; accepted ones also land in user_acproblem, as the judge will write them. */
export async function seedJudge(
  core: Core,
  opts: { uid: string; username: string; pid: number; submitTime: number; status?: number; score?: number | null; cid?: number },
): Promise<number> {
  const { db } = core.database;
  const row = await db
    .insertInto('judge')
    .values(
      judgeRow({
        pid: opts.pid,
        uid: opts.uid,
        username: opts.username,
        submitTime: opts.submitTime,
        status: opts.status ?? -1,
        code: 'int main(){}',
        cid: opts.cid,
        score: opts.score,
      }),
    )
    .returning('submitId')
    .executeTakeFirstOrThrow();
  const submitId = Number(row.submitId);
  if (opts.status === 0 && !opts.cid) {
    await db.insertInto('userAcproblem').values({ uid: opts.uid, pid: opts.pid, submitId, gmtCreate: opts.submitTime }).execute();
  }
  return submitId;
}
