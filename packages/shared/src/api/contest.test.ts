import { describe, expect, it } from 'vitest';
import { adminContestBody } from './admin-contest';
import { ContestStatus, contestStatusAt, defaultMedalCounts, downloadContestAcSubmission } from './contest';
import { contestRankDto, toScrollBoardTime } from './contest-board';
import { ACM_RULE, ContestType, OI_RULE, SealRankOption, contestRuleOf, sealRankTimeOf, sealedFrom } from './contest-rule';

describe('contest helpers', () => {
  it('status follows the clock: scheduled before start, running until the end, then ended', () => {
    expect(contestStatusAt(1000, 2000, 999)).toBe(ContestStatus.Scheduled);
    expect(contestStatusAt(1000, 2000, 1000)).toBe(ContestStatus.Running);
    expect(contestStatusAt(1000, 2000, 2000)).toBe(ContestStatus.Ended);
  });

  it('seal defaults: ACM under an hour and OI seal the whole contest, other ACM contests the last hour', () => {
    expect(contestRuleOf(0).defaultSealOption(3599)).toBe(SealRankOption.WholeContest);
    expect(contestRuleOf(0).defaultSealOption(3600)).toBe(SealRankOption.HourBeforeEnd);
    expect(contestRuleOf(1).defaultSealOption(5 * 3600)).toBe(SealRankOption.WholeContest);
    expect(sealRankTimeOf(SealRankOption.HalfHourBeforeEnd, 0, 7200_000)).toBe(5400_000);
    expect(sealRankTimeOf(SealRankOption.HourBeforeEnd, 0, 7200_000)).toBe(3600_000);
    expect(sealRankTimeOf(SealRankOption.WholeContest, 60_000, 7200_000)).toBe(60_000);
  });

  it('one rule per contest type: ACM ranks by solved problems and serves helpers, OI by score and hides own results while sealed', () => {
    expect(contestRuleOf(ContestType.ACM)).toBe(ACM_RULE);
    expect(contestRuleOf(ContestType.OI)).toBe(OI_RULE);
    expect([ACM_RULE.name, ACM_RULE.ranksBy, ACM_RULE.acHelpers, ACM_RULE.sealHidesOwnResults]).toEqual([
      'ACM',
      'solved',
      true,
      false,
    ]);
    expect([OI_RULE.name, OI_RULE.ranksBy, OI_RULE.acHelpers, OI_RULE.sealHidesOwnResults]).toEqual(['OI', 'score', false, true]);
  });

  it('the seal rule: hidden from the seal time to the end, and on after it while auto real rank is off', () => {
    const seal = { sealRank: true, sealRankTime: 1500, endTime: 2000, autoRealRank: true };
    expect([1499, 1500, 1999, 2000].map((now) => sealedFrom(seal, now))).toEqual([null, 1500, 1500, null]);
    expect(sealedFrom({ ...seal, autoRealRank: false }, 9999)).toBe(1500);
    expect(sealedFrom({ ...seal, sealRank: false }, 1800)).toBeNull();
    expect(sealedFrom({ ...seal, sealRankTime: null }, 1800)).toBeNull();
  });

  it('medal defaults are 10/20/30 % rounded down', () => expect(defaultMedalCounts(57)).toEqual([5, 11, 17]));

  it('scroll-board times are GMT+8 in yyyy/MM/dd HH:mm:ss', () =>
    expect(toScrollBoardTime(Date.UTC(2023, 4, 1, 20, 5, 9))).toBe('2023/05/02 04:05:09'));
});

describe('contest requests', () => {
  it('the contest form fills the contract defaults (award rows, seal, rank name, OI score type)', () => {
    const body = adminContestBody.parse({
      title: 'x',
      sealRank: null,
      awardConfigList: null,
      startTime: '2023-05-01T08:00:00.000+0000',
    });
    expect(body).toMatchObject({
      type: 0,
      auth: 0,
      sealRank: false,
      autoRealRank: true,
      visible: true,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      awardType: 0,
      starAccount: [],
      allowEndSubmit: false,
      startTime: Date.UTC(2023, 4, 1, 8),
    });
    expect(body.awardConfigList.map((a) => [a.name, a.background, a.color, a.num])).toEqual([
      ['Gold', '#e6bf25', '#fff', 10],
      ['Silver', '#b4c0c7', '#fff', 20],
      ['Bronze', '#CD7F32', '#fff', 30],
    ]);
  });

  it('the contest form names a bad field', () => {
    const bad = adminContestBody.safeParse({ startTime: 'yesterday-ish' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['startTime'], message: 'must be a date' });
    expect(adminContestBody.safeParse({ rankShowName: 'email' }).success).toBe(false);
  });

  it('the rank DTO takes string ids and clamps pages to 300 rows', () => {
    expect(contestRankDto.parse({ cid: '12', limit: 1000, currentPage: 'x' })).toMatchObject({
      cid: 12,
      limit: 300,
      currentPage: 1,
      forceRefresh: false,
      removeStar: false,
      containsEnd: false,
      concernedList: [],
      externalCidList: [],
    });
    expect(contestRankDto.parse({ cid: 1, limit: null }).limit).toBe(50);
  });

  it('AC downloads split by user unless told otherwise', () => {
    expect(downloadContestAcSubmission.query.parse({ cid: '3' })).toEqual({ cid: 3, splitType: 'user' });
    expect(downloadContestAcSubmission.query.parse({ cid: 3, splitType: 'problem', excludeAdmin: 'true' })).toEqual({
      cid: 3,
      splitType: 'problem',
      excludeAdmin: true,
    });
    expect(downloadContestAcSubmission.query.safeParse({ cid: 3, splitType: 'team' }).success).toBe(false);
  });
});
