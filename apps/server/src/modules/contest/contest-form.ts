import { type AdminContestBody, AwardType, ContestAuth, contestRuleOf, sealRankTimeOf } from '@verdict/shared';
import { fromBool } from '../../db/dialect';
import { AppError } from '../../http/app-error';
import { parseAccountRule } from './contest.policy';
import type { ContestRow, ContestValues } from './contest.repository';

export type ContestFormValues = Omit<ContestValues, 'uid' | 'author' | 'gmtCreate' | 'gmtModified' | 'isGroup'>;

const required = (field: string) => AppError.fail('contest.fieldRequired', { field });

/**
 * The contest form rules of spec 3 §5 and §4 (required fields, times, password, star users,
 * seal, account rule, awards; the rule type is fixed once created). Each refusal names the field.
 */
export function checkContestForm(body: AdminContestBody, existing: ContestRow | null): ContestFormValues {
  const title = body.title?.trim();
  if (!title) throw required('title');
  const description = body.description?.trim() ? body.description : null;
  if (!description) throw required('description');
  if (body.startTime == null) throw required('startTime');
  if (body.endTime == null) throw required('endTime');
  const start = body.startTime;
  const end = body.endTime;
  if (end < start) throw AppError.fail('contest.timeOrder');
  const duration = Math.floor((end - start) / 1000);
  if (duration <= 0) throw AppError.fail('contest.durationCheck');
  if (existing && existing.type !== body.type) throw AppError.fail('contest.typeLocked');

  const pwd = body.pwd?.trim() ? body.pwd : null;
  if (body.auth !== ContestAuth.Public && !pwd) throw AppError.fail('contest.passwordRequired');

  const stars: string[] = [];
  for (const raw of body.starAccount) {
    const name = raw.trim();
    if (!name) continue;
    if (stars.includes(name)) throw AppError.fail('contest.starDuplicate', { username: name });
    stars.push(name);
  }

  let sealRankTime: number | null = null;
  if (body.sealRank) {
    sealRankTime = body.sealRankTime ?? sealRankTimeOf(contestRuleOf(body.type).defaultSealOption(duration), start, end);
    if (sealRankTime < start || sealRankTime > end) throw AppError.fail('contest.sealTimeRange');
  }

  if (body.openAccountLimit) {
    const rule = parseAccountRule(body.accountLimitRule ?? null);
    if ('error' in rule) throw AppError.fail('contest.accountRuleInvalid', { reason: rule.error });
  }

  const awards = body.awardConfigList.map((a, i) => ({
    priority: a.priority ?? i + 1,
    name: a.name,
    background: a.background,
    color: a.color,
    num: a.num,
  }));
  if (body.awardType !== AwardType.None && awards.length === 0) throw AppError.fail('contest.awardRequired');
  if (body.awardType === AwardType.Percentage && awards.reduce((sum, a) => sum + a.num, 0) > 100)
    throw AppError.fail('contest.awardPercentage');

  return {
    title,
    description,
    type: body.type,
    source: body.source ?? 0,
    auth: body.auth,
    pwd: body.auth === ContestAuth.Public ? null : pwd,
    startTime: start,
    endTime: end,
    duration,
    sealRank: fromBool(body.sealRank),
    sealRankTime,
    autoRealRank: fromBool(body.autoRealRank),
    visible: fromBool(body.visible),
    openPrint: fromBool(body.openPrint),
    openAccountLimit: fromBool(body.openAccountLimit),
    accountLimitRule: body.accountLimitRule ?? null,
    rankShowName: body.rankShowName,
    starAccount: JSON.stringify(stars),
    openRank: fromBool(body.openRank),
    oiRankScoreType: body.oiRankScoreType,
    // The form never moves a contest between the site and a group: create sets the gid, edits keep it.
    gid: existing?.gid ?? null,
    awardType: body.awardType,
    awardConfig: JSON.stringify(awards),
    allowEndSubmit: fromBool(body.allowEndSubmit),
    teamContest: fromBool(body.teamContest),
  };
}
