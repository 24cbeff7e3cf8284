import type { Selectable } from 'kysely';
import { type JudgeEntity, JudgeStatus, type JudgeVo, msToWireDate as wire } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { JudgeTable } from '../../db/schema';

export type JudgeRow = Selectable<JudgeTable>;
/** The columns a list row shows (toJudgeVo) and the seal check reads: the repository's list reads only these. */
export type JudgeListRow = Pick<
  JudgeRow,
  | 'submitId'
  | 'uid'
  | 'username'
  | 'pid'
  | 'displayPid'
  | 'submitTime'
  | 'status'
  | 'share'
  | 'time'
  | 'memory'
  | 'score'
  | 'length'
  | 'language'
  | 'cid'
  | 'cpid'
  | 'judger'
  | 'ip'
  | 'isManual'
  | 'oiRankScore'
>;

/** A row read as an array (db/array-rows.ts selectArrays) as the object Kysely would have made, named by `columns` in select order. */
export function rowOfArray<T>(columns: readonly string[], values: readonly unknown[]): T {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
  return row as T;
}

export function toJudgeEntity(j: JudgeRow): JudgeEntity {
  return {
    submitId: j.submitId,
    pid: j.pid,
    displayPid: j.displayPid,
    uid: j.uid,
    username: j.username,
    submitTime: wire(j.submitTime),
    status: j.status,
    share: toBool(j.share),
    errorMessage: j.errorMessage,
    time: j.time,
    memory: j.memory,
    score: j.score,
    length: j.length,
    code: j.code,
    language: j.language,
    cid: Number(j.cid),
    cpid: Number(j.cpid),
    gid: j.gid,
    judger: j.judger,
    ip: j.ip,
    version: j.version,
    oiRankScore: j.oiRankScore,
    vjudgeSubmitId: null,
    vjudgeUsername: null,
    vjudgePassword: null,
    isManual: toBool(j.isManual),
    gmtCreate: wire(j.gmtCreate),
    gmtModified: wire(j.gmtModified),
  };
}

/** The answer of submit / rejudge / manual / cancel: the row without the attempt bookkeeping. */
export const toJudgeAnswer = (j: JudgeRow): JudgeEntity => toJudgeEntity(j);

/** Status-check rows never carry code or messages (contract §2.4), and the IP only for admins. */
export const toStatusEntity = (j: JudgeRow, showIp: boolean): JudgeEntity => ({
  ...toJudgeEntity(j),
  code: null,
  errorMessage: null,
  ip: showIp ? j.ip : null,
});

/** `title`: the problem's title when the row does not carry it (the list passes it so as not to copy each row to add it). */
export function toJudgeVo(
  j: JudgeListRow & { title?: string | null },
  showIp: boolean,
  title: string | null = j.title ?? null,
): JudgeVo {
  return {
    uid: j.uid,
    submitId: j.submitId,
    username: j.username,
    pid: j.pid,
    displayPid: j.displayPid,
    title,
    displayId: null,
    submitTime: wire(j.submitTime),
    status: j.status,
    share: toBool(j.share),
    time: j.time,
    memory: j.memory,
    score: j.score,
    oiRankScore: j.oiRankScore,
    length: j.length,
    language: j.language,
    cid: Number(j.cid),
    cpid: Number(j.cpid),
    source: null,
    judger: j.judger,
    ip: showIp ? j.ip : null,
    isManual: toBool(j.isManual),
  };
}

/** A row whose verdict stays unknown (a sealed OI window): Submitted Unknown Result, no score or figures. */
export function unknownResult<T extends JudgeListRow>(r: T): T {
  return { ...r, status: JudgeStatus.SubmittedUnknownResult, score: null, time: null, memory: null };
}
