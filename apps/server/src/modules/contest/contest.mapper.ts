import {
  type AdminContestVo,
  type ContestAnnouncementVo,
  type ContestPrintEntity,
  type ContestProblemEntity,
  type ContestVo,
  msToWireDate as wire,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { ContestAnnouncementRow, ContestPrintRow, ContestProblemRow, ContestRow } from './contest.repository';
import { awardsOf, starAccountsOf, statusOf } from './contest.policy';

const wireRequired = (ms: number) => wire(ms) ?? '';

/** ContestVO; `now` only in the contest shell (get-contest-info), `count` only in lists. */
export function toContestVo(c: ContestRow, now: number, opts: { withNow?: boolean; count?: number | null } = {}): ContestVo {
  return {
    id: c.id,
    author: c.author,
    title: c.title,
    type: c.type,
    description: c.description,
    status: statusOf(c, now),
    source: c.source,
    auth: c.auth,
    now: opts.withNow ? wire(now) : null,
    startTime: wireRequired(c.startTime),
    endTime: wireRequired(c.endTime),
    duration: Number(c.duration),
    sealRank: toBool(c.sealRank),
    openPrint: toBool(c.openPrint),
    sealRankTime: wire(c.sealRankTime),
    rankShowName: c.rankShowName,
    openRank: toBool(c.openRank),
    oiRankScoreType: c.oiRankScoreType,
    count: opts.count ?? null,
    gid: c.gid,
    allowEndSubmit: toBool(c.allowEndSubmit),
    teamContest: toBool(c.teamContest),
  };
}

/** AdminContestVO; the password only for those who administer the contest. */
export function toAdminContestVo(c: ContestRow, now: number, showPwd: boolean): AdminContestVo {
  return {
    id: c.id,
    uid: c.uid,
    author: c.author,
    title: c.title,
    type: c.type,
    description: c.description,
    source: c.source,
    auth: c.auth,
    pwd: showPwd ? c.pwd : null,
    startTime: wireRequired(c.startTime),
    endTime: wireRequired(c.endTime),
    duration: Number(c.duration),
    sealRank: toBool(c.sealRank),
    sealRankTime: wire(c.sealRankTime),
    autoRealRank: toBool(c.autoRealRank),
    status: statusOf(c, now),
    visible: toBool(c.visible),
    openPrint: toBool(c.openPrint),
    openAccountLimit: toBool(c.openAccountLimit),
    accountLimitRule: c.accountLimitRule,
    rankShowName: c.rankShowName,
    starAccount: starAccountsOf(c),
    openRank: toBool(c.openRank),
    oiRankScoreType: c.oiRankScoreType,
    gid: c.gid,
    awardType: c.awardType,
    awardConfigList: awardsOf(c),
    allowEndSubmit: toBool(c.allowEndSubmit),
    teamContest: toBool(c.teamContest),
    gmtCreate: wire(c.gmtCreate),
    gmtModified: wire(c.gmtModified),
  };
}

export const toContestProblemEntity = (p: ContestProblemRow): ContestProblemEntity => ({
  id: p.id,
  displayId: p.displayId,
  cid: Number(p.cid),
  pid: Number(p.pid),
  displayTitle: p.displayTitle,
  color: p.color,
  gmtCreate: wire(p.gmtCreate),
  gmtModified: wire(p.gmtModified),
});

export const toAnnouncementVo = (a: ContestAnnouncementRow): ContestAnnouncementVo => ({
  id: a.id,
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  status: a.status,
  gmtCreate: wire(a.gmtCreate),
  gmtModified: wire(a.gmtModified),
});

export const toPrintEntity = (p: ContestPrintRow): ContestPrintEntity => ({
  id: p.id,
  cid: Number(p.cid),
  username: p.username,
  realname: p.realname,
  content: p.content,
  status: p.status,
  gmtCreate: wire(p.gmtCreate),
  gmtModified: wire(p.gmtModified),
});
