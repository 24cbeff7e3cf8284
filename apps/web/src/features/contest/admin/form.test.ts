import { AwardType, ContestAuth, ContestType, SealRankOption, type AdminContestVo } from '@verdict/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/contestAdmin.json';
import zh from '../../../locales/zh-CN/contestAdmin.json';
import {
  type ContestForm,
  addStar,
  contestPayload,
  defaultSealOption,
  durationParts,
  emptyContestForm,
  formFromContest,
  packAccountRule,
  sealOptionEnabled,
  unpackAccountRule,
  validateContest,
} from './form';
import { contestProblemRows, nextDisplayId, placeIssue } from './places';
import { contestIssueText } from './useIssueText';

const START = Date.UTC(2026, 10, 23, 8, 0, 0);
const HOUR = 3600_000;

const valid = (patch: Partial<ContestForm> = {}): ContestForm => ({
  ...emptyContestForm(),
  title: 'Autumn Cup',
  description: 'Good luck',
  startTime: START,
  endTime: START + 5 * HOUR,
  ...patch,
});
const codes = (form: ContestForm, savedType: number | null = null) =>
  validateContest(form, savedType).map((i) => `${i.field}:${i.code}`);

describe('contest form defaults and payload', () => {
  it('a new form has the contract defaults and the gold/silver/bronze rows', () => {
    const f = emptyContestForm();
    expect(f).toMatchObject({
      type: ContestType.ACM,
      auth: ContestAuth.Public,
      sealRank: false,
      autoRealRank: true,
      visible: true,
      openPrint: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      allowEndSubmit: false,
      awardType: AwardType.None,
      openRank: false,
      openAccountLimit: false,
      starAccount: [],
    });
    expect(f.awards.map(({ name, background, color, num }) => ({ name, background, color, num }))).toEqual([
      { name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
      { name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
      { name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
    ]);
    expect(f.accountRule).toEqual({ prefix: '', suffix: '', from: 0, to: 10, extra: '' });
  });

  it('maps an OI protected contest with seal, stars, count awards and an account rule to the body', () => {
    const form = valid({
      type: ContestType.OI,
      auth: ContestAuth.Protected,
      pwd: 'secret',
      sealRank: true,
      sealOption: SealRankOption.HourBeforeEnd,
      oiRankScoreType: 'Highest',
      starAccount: [' star1 ', 'star2'],
      awardType: AwardType.Count,
      openAccountLimit: true,
      accountRule: { prefix: 'team', suffix: '', from: 1, to: 50, extra: 'guest1\nguest2' },
    });
    form.awards[1].num = 25;
    const body = contestPayload(form);
    expect(body).toMatchObject({
      title: 'Autumn Cup',
      type: 1,
      auth: 2,
      pwd: 'secret',
      startTime: START,
      endTime: START + 5 * HOUR,
      duration: 18000,
      sealRank: true,
      sealRankTime: START + 4 * HOUR,
      oiRankScoreType: 'Highest',
      starAccount: ['star1', 'star2'],
      awardType: 2,
      openAccountLimit: true,
      accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>guest1 guest2</extra>',
    });
    expect(body.awardConfigList).toEqual([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 25 },
      { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
    ]);
    expect(body).not.toHaveProperty('id');
  });

  it('drops the password of a public contest, the seal time when not sealed and the rule when not limited', () => {
    const body = contestPayload(valid({ auth: ContestAuth.Public, pwd: 'left over', sealRank: false, openAccountLimit: false }));
    expect(body).toMatchObject({ pwd: null, sealRankTime: null, accountLimitRule: null });
  });

  it('seal options become absolute times: half hour, one hour, from the start', () => {
    const at = (sealOption: ContestForm['sealOption']) => contestPayload(valid({ sealRank: true, sealOption })).sealRankTime;
    expect(at(SealRankOption.HalfHourBeforeEnd)).toBe(START + 4.5 * HOUR);
    expect(at(SealRankOption.HourBeforeEnd)).toBe(START + 4 * HOUR);
    expect(at(SealRankOption.WholeContest)).toBe(START);
  });

  it('reads a saved contest back into the form (round trip)', () => {
    const vo: AdminContestVo = {
      id: 7,
      uid: 'u1',
      author: 'root',
      title: 'Saved',
      type: 0,
      description: 'd',
      source: 0,
      auth: 1,
      pwd: 'pw',
      startTime: '2026-11-23T08:00:00.000+0000',
      endTime: '2026-11-23T13:00:00.000+0000',
      duration: 18000,
      sealRank: true,
      sealRankTime: '2026-11-23T12:30:00.000+0000',
      autoRealRank: false,
      status: -1,
      visible: false,
      openPrint: true,
      openAccountLimit: true,
      accountLimitRule: '<prefix>t</prefix><suffix>x</suffix><start>3</start><end>9</end><extra>a b</extra>',
      rankShowName: 'nickname',
      starAccount: ['s'],
      openRank: true,
      oiRankScoreType: 'Recent',
      gid: null,
      awardType: 1,
      awardConfigList: [
        { priority: 2, name: 'B', background: '#000', color: '#fff', num: 5 },
        { priority: 1, name: 'A', background: '#111', color: '#fff', num: 3 },
      ],
      allowEndSubmit: true,
      teamContest: true,
      gmtCreate: null,
      gmtModified: null,
    };
    const form = formFromContest(vo);
    expect(form).toMatchObject({
      id: 7,
      auth: 1,
      pwd: 'pw',
      startTime: START,
      endTime: START + 5 * HOUR,
      sealRank: true,
      sealOption: SealRankOption.HalfHourBeforeEnd,
      autoRealRank: false,
      visible: false,
      openPrint: true,
      rankShowName: 'nickname',
      starAccount: ['s'],
      awardType: 1,
      allowEndSubmit: true,
      teamContest: true,
      accountRule: { prefix: 't', suffix: 'x', from: 3, to: 9, extra: 'a\nb' },
    });
    expect(form.awards.map((a) => a.name)).toEqual(['A', 'B']);
    expect(contestPayload(form)).toMatchObject({
      id: 7,
      sealRankTime: START + 4.5 * HOUR,
      accountLimitRule: vo.accountLimitRule,
    });
  });

  it('a saved contest without award rows gets the default rows', () => {
    const form = formFromContest({ ...formVoStub(), awardConfigList: [] });
    expect(form.awards.map((a) => a.name)).toEqual(['Gold', 'Silver', 'Bronze']);
  });

  it('account rules pack and unpack', () => {
    expect(unpackAccountRule(packAccountRule({ prefix: 'p', suffix: 's', from: 0, to: 10, extra: 'x, y' }))).toEqual({
      prefix: 'p',
      suffix: 's',
      from: 0,
      to: 10,
      extra: 'x\ny',
    });
    expect(unpackAccountRule(null)).toEqual({ prefix: '', suffix: '', from: 0, to: 10, extra: '' });
  });
});

function formVoStub(): AdminContestVo {
  return {
    id: 1,
    uid: 'u',
    author: null,
    title: 't',
    type: 1,
    description: null,
    source: null,
    auth: 0,
    pwd: null,
    startTime: '2026-11-23T08:00:00.000+0000',
    endTime: '2026-11-23T09:00:00.000+0000',
    duration: 3600,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    status: -1,
    visible: true,
    openPrint: false,
    openAccountLimit: false,
    accountLimitRule: null,
    rankShowName: 'username',
    starAccount: [],
    openRank: false,
    oiRankScoreType: 'Recent',
    gid: null,
    awardType: 0,
    awardConfigList: [],
    allowEndSubmit: false,
    teamContest: false,
    gmtCreate: null,
    gmtModified: null,
  };
}

describe('seal options', () => {
  it('defaults: ACM under an hour and OI seal all along, other ACM contests the last hour', () => {
    expect(defaultSealOption({ type: ContestType.ACM, startTime: START, endTime: START + 59 * 60_000 })).toBe(
      SealRankOption.WholeContest,
    );
    expect(defaultSealOption({ type: ContestType.ACM, startTime: START, endTime: START + HOUR })).toBe(
      SealRankOption.HourBeforeEnd,
    );
    expect(defaultSealOption({ type: ContestType.OI, startTime: START, endTime: START + 5 * HOUR })).toBe(
      SealRankOption.WholeContest,
    );
  });
  it('half an hour needs 1800 s, one hour needs 3600 s', () => {
    expect(sealOptionEnabled(SealRankOption.HalfHourBeforeEnd, 1799)).toBe(false);
    expect(sealOptionEnabled(SealRankOption.HalfHourBeforeEnd, 1800)).toBe(true);
    expect(sealOptionEnabled(SealRankOption.HourBeforeEnd, 3599)).toBe(false);
    expect(sealOptionEnabled(SealRankOption.HourBeforeEnd, 3600)).toBe(true);
    expect(sealOptionEnabled(SealRankOption.WholeContest, 60)).toBe(true);
  });
  it('duration parts', () => {
    expect(durationParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
  });
});

describe('contest form rules (spec 3 §5)', () => {
  it('a complete form passes', () => {
    expect(codes(valid())).toEqual([]);
  });
  it('title, description, start and end are required', () => {
    expect(codes({ ...emptyContestForm() })).toEqual([
      'title:required',
      'startTime:required',
      'endTime:required',
      'description:required',
    ]);
    expect(codes(valid({ title: '   ', description: ' \n' }))).toEqual(['title:required', 'description:required']);
  });
  it('end before start, and zero length', () => {
    expect(codes(valid({ endTime: START - 1000 }))).toEqual(['endTime:timeOrder']);
    expect(codes(valid({ endTime: START }))).toEqual(['endTime:durationCheck']);
  });
  it('a private or protected contest needs a password', () => {
    expect(codes(valid({ auth: ContestAuth.Private, pwd: ' ' }))).toEqual(['pwd:passwordRequired']);
    expect(codes(valid({ auth: ContestAuth.Protected, pwd: '' }))).toEqual(['pwd:passwordRequired']);
    expect(codes(valid({ auth: ContestAuth.Protected, pwd: 'x' }))).toEqual([]);
  });
  it('star accounts are trimmed; duplicates are refused when added and when saved', () => {
    expect(addStar(['a'], '  b ')).toEqual({ list: ['a', 'b'] });
    expect(addStar(['a'], ' a ')).toEqual({ list: ['a'], error: 'duplicate' });
    expect(addStar(['a'], '  ')).toEqual({ list: ['a'], error: 'blank' });
    expect(codes(valid({ starAccount: ['a', ' a'] }))).toEqual(['starAccount:starDuplicate']);
  });
  it('a seal option longer than the contest is refused', () => {
    expect(codes(valid({ endTime: START + 20 * 60_000, sealRank: true, sealOption: SealRankOption.HalfHourBeforeEnd }))).toEqual([
      'sealOption:sealTooShort',
    ]);
  });
  it('awards: rows needed, names, whole numbers, percentages at most 100', () => {
    expect(codes(valid({ awardType: AwardType.Count, awards: [] }))).toEqual(['awards:awardRequired']);
    const rows = emptyContestForm().awards;
    expect(codes(valid({ awardType: AwardType.Percentage, awards: rows.map((r) => ({ ...r, num: 40 })) }))).toEqual([
      'awards:awardPercentage',
    ]);
    expect(
      codes(
        valid({
          awardType: AwardType.Count,
          awards: [
            { ...rows[0], name: ' ' },
            { ...rows[1], num: null },
          ],
        }),
      ),
    ).toEqual(['awards:awardName', 'awards:awardNum']);
    // Without awards the rows are kept but not checked.
    expect(codes(valid({ awardType: AwardType.None, awards: [] }))).toEqual([]);
  });
  it('account rule numbers', () => {
    expect(codes(valid({ openAccountLimit: true, accountRule: { prefix: 'a', suffix: '', from: 5, to: 2, extra: '' } }))).toEqual(
      ['accountRule:accountOrder'],
    );
    expect(
      codes(valid({ openAccountLimit: true, accountRule: { prefix: 'a', suffix: '', from: null, to: 2, extra: '' } })),
    ).toEqual(['accountRule:accountNumbers']);
  });
  it('the rule cannot change on edit', () => {
    expect(codes(valid({ id: 3, type: ContestType.OI }), ContestType.ACM)).toEqual(['type:invalid']);
  });
  it('bounds come from the shared schema of the call', () => {
    expect(codes(valid({ title: 'x'.repeat(256) }))).toEqual(['title:invalid']);
  });
});

describe('messages name the field in both languages', () => {
  const t = { zh: (k: string, p?: object) => k + JSON.stringify(p), en: (k: string, p?: object) => k + JSON.stringify(p) };
  beforeAll(async () => {
    for (const [lng, res] of [
      ['zh-CN', zh],
      ['en', en],
    ] as const) {
      const inst = i18next.createInstance();
      await inst.init({
        lng,
        resources: { [lng]: { contestAdmin: res } },
        defaultNS: 'contestAdmin',
        interpolation: { escapeValue: false },
      });
      const tr = inst.t as unknown as (k: string, p?: object) => string;
      t[lng === 'en' ? 'en' : 'zh'] = (k: string, p?: object) => tr(k, p);
    }
  });
  const text = (lang: 'zh' | 'en', form: ContestForm) => validateContest(form).map((i) => contestIssueText(i, t[lang]));

  it('required fields', () => {
    expect(text('en', valid({ title: '' }))).toEqual(['Title is required']);
    expect(text('zh', valid({ title: '' }))).toEqual(['比赛标题不能为空']);
  });
  it('time order, password, stars, award rows', () => {
    expect(text('en', valid({ endTime: START - 1 }))).toEqual(['The end time must be after the start time']);
    expect(text('zh', valid({ auth: ContestAuth.Private }))).toEqual(['私有赛和保护赛必须设置密码']);
    expect(text('en', valid({ starAccount: ['x', 'x'] }))).toEqual(['Star account x is listed twice']);
    expect(text('zh', valid({ awardType: AwardType.Count, awards: [{ ...emptyContestForm().awards[0], name: '' }] }))).toEqual([
      '第 1 个奖项需要名称',
    ]);
  });
});

describe('contest problem places', () => {
  const problem = (id: number, problemId: string, title: string) => ({ id, problemId, title, type: 0, author: 'root' }) as never;
  const rows = contestProblemRows([problem(1, 'P1', 'One'), problem(2, 'P2', 'Two')], {
    1: { id: 10, displayId: 'A', displayTitle: 'Alpha', color: '#f00', cid: 5, pid: 1, gmtCreate: null, gmtModified: null },
  });
  it('joins problems with their places; a missing place falls back to the problem', () => {
    expect(rows.map((r) => r.place)).toEqual([
      { displayId: 'A', displayTitle: 'Alpha', color: '#f00' },
      { displayId: 'P2', displayTitle: 'Two', color: null },
    ]);
  });
  it('refuses a blank or taken display id', () => {
    expect(placeIssue({ displayId: ' ', displayTitle: 'x', color: null }, 2, rows)).toBe('displayIdRequired');
    expect(placeIssue({ displayId: 'B', displayTitle: '', color: null }, 2, rows)).toBe('displayTitleRequired');
    expect(placeIssue({ displayId: 'A', displayTitle: 'x', color: null }, 2, rows)).toBe('displayIdTaken');
    expect(placeIssue({ displayId: 'A', displayTitle: 'x', color: null }, 1, rows)).toBeNull();
  });
  it('suggests the next free letter', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'b', 'D'])).toBe('C');
    expect(nextDisplayId(Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)))).toBe('A1');
  });
});
