import { type SimilarityReport, getContestSimilarity } from '@verdict/shared';
import { judgeRow } from '../../test/judge-row';
import type { TestApp } from '../../test/test-app';

/** Similarity test helpers (not loaded by the server). */
export function similarityKit(t: TestApp) {
  const db = () => t.core.database.db;

  /** A judged contest submission with its source, as the submission module stores it. */
  async function submitted(s: {
    cid: number;
    pid: number;
    user: { uid: string; username: string };
    code: string;
    language?: string;
    status: number;
    at: number;
  }): Promise<number> {
    const link = await db()
      .selectFrom('contestProblem')
      .selectAll()
      .where('cid', '=', s.cid)
      .where('pid', '=', s.pid)
      .executeTakeFirstOrThrow();
    const row = await db()
      .insertInto('judge')
      .values(
        judgeRow({
          pid: s.pid,
          displayPid: link.displayId,
          uid: s.user.uid,
          username: s.user.username,
          submitTime: s.at,
          status: s.status,
          code: s.code,
          language: s.language ?? 'C++',
          cid: s.cid,
          cpid: Number(link.id),
        }),
      )
      .returning('submitId')
      .executeTakeFirstOrThrow();
    return Number(row.submitId);
  }

  /** An enabled code template of a problem for a language (by name). */
  async function template(pid: number, language: string, code: string): Promise<void> {
    const lang = await db().selectFrom('language').select('id').where('name', '=', language).executeTakeFirstOrThrow();
    await db().insertInto('codeTemplate').values({ pid, lid: lang.id, code, status: 1 }).execute();
  }

  /** A report row as a process would leave it while running (`beatAgoMs`: since its last heartbeat). */
  async function runningRow(cid: number, beatAgoMs: number): Promise<void> {
    const now = Date.now();
    await db().deleteFrom('similarityReport').where('cid', '=', cid).execute();
    await db()
      .insertInto('similarityReport')
      .values({
        cid,
        status: 'running',
        progress: 400,
        startedBy: 'x',
        allowed: '',
        submissions: 2,
        notes: '[]',
        error: null,
        heartbeatAt: now - beatAgoMs,
        gmtCreate: now - beatAgoMs,
        gmtFinished: null,
      })
      .execute();
  }

  const report = (token: string, cid: number) => t.call(getContestSimilarity, { token, query: { cid } });

  /** Reads the report until it is no longer running (the run is in a worker thread). */
  async function finished(token: string, cid: number, ms = 15_000): Promise<SimilarityReport> {
    const end = Date.now() + ms;
    for (;;) {
      await t.app.services.similarity.settled(cid);
      const r = await report(token, cid);
      if (r.data && r.data.status !== 'running') return r.data;
      if (Date.now() > end) throw new Error(`similarity report of ${cid} still running`);
      await new Promise((res) => setTimeout(res, 20));
    }
  }

  return { submitted, template, runningRow, report, finished };
}
