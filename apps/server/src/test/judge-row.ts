import type { Insertable } from 'kysely';
import type { JudgeTable } from '../db/schema';

export type JudgeRowValues = Insertable<JudgeTable>;

/**
 * One `judge` row for tests that write submissions straight into the table (no sandbox): a judged
 * C++ practice submission with every column set, `overrides` naming what the test is about. The
 * display id follows the problem id, the username the uid, the length the code, and gmtCreate and
 * gmtModified the submit time, unless given. An override left undefined keeps the default.
 */
export function judgeRow(overrides: Partial<JudgeRowValues> = {}): JudgeRowValues {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as Partial<JudgeRowValues>;
  const pid = given.pid ?? 1;
  const uid = given.uid ?? 'u1';
  const submitTime = given.submitTime ?? Date.now();
  const code = given.code ?? 'x';
  return {
    pid,
    displayPid: String(pid),
    uid,
    username: uid,
    submitTime,
    status: 0,
    share: 0,
    errorMessage: null,
    time: 10,
    memory: 1024,
    score: null,
    length: code.length,
    code,
    language: 'C++',
    cid: 0,
    cpid: 0,
    gid: null,
    judger: null,
    ip: null,
    version: 0,
    oiRankScore: null,
    isManual: 0,
    attemptId: null,
    gmtCreate: submitTime,
    gmtModified: submitTime,
    ...given,
  };
}
