import {
  type AdminContestVo,
  type EndpointBodyInput,
  type OiRankScoreType,
  type RankShowName,
  type SealRankOptionCode,
  AwardType,
  ContestAuth,
  ContestType,
  DEFAULT_AWARD_CONFIG,
  SealRankOption,
  adminAddContest,
  adminContestBody,
  contestRuleOf,
  parseWireDate,
  sealRankTimeOf,
} from '@verdict/shared';

/**
 * The contest form as plain data (spec 3 §3–§5): defaults, the payload the server takes, the
 * reverse mapping for edit, and the form rules. Pure, so the mapping and the rules are unit-tested;
 * the server checks the same rules again (`contest-form.ts`) and the payload is parsed by the
 * shared zod schema of the call before it leaves.
 */

export type ContestPayload = EndpointBodyInput<typeof adminAddContest>;

export interface AwardRow {
  /** Stable React key; never sent. */
  key: string;
  name: string;
  background: string;
  color: string;
  num: number | null;
}

/** The account limit form of HOJ: prefix + number range + suffix, plus extra accounts. */
export interface AccountRuleForm {
  prefix: string;
  suffix: string;
  from: number | null;
  to: number | null;
  /** One account per line or comma separated. */
  extra: string;
}

export interface ContestForm {
  id: number | null;
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string;
  /** Epoch ms. */
  startTime: number | null;
  endTime: number | null;
  sealRank: boolean;
  sealOption: SealRankOptionCode;
  autoRealRank: boolean;
  openPrint: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  allowEndSubmit: boolean;
  teamContest: boolean;
  starAccount: string[];
  awardType: number;
  awards: AwardRow[];
  openRank: boolean;
  openAccountLimit: boolean;
  accountRule: AccountRuleForm;
  visible: boolean;
}

export type ContestField =
  | 'title'
  | 'description'
  | 'startTime'
  | 'endTime'
  | 'pwd'
  | 'starAccount'
  | 'sealOption'
  | 'accountRule'
  | 'awards'
  | 'type'
  | 'form';

/** One broken rule; the page turns it into a message next to its field. */
export type ContestIssue =
  | { field: ContestField; code: 'required' }
  | { field: 'endTime'; code: 'timeOrder' | 'durationCheck' }
  | { field: 'pwd'; code: 'passwordRequired' }
  | { field: 'starAccount'; code: 'starDuplicate'; name: string }
  | { field: 'sealOption'; code: 'sealTooShort' }
  | { field: 'accountRule'; code: 'accountNumbers' | 'accountOrder' }
  | { field: 'awards'; code: 'awardRequired' | 'awardPercentage' | 'awardName' | 'awardNum'; row?: number }
  | { field: ContestField; code: 'invalid'; detail: string };

let keySeq = 0;
const newKey = () => `a${++keySeq}`;

export const defaultAwards = (): AwardRow[] =>
  DEFAULT_AWARD_CONFIG.map((a) => ({ key: newKey(), name: a.name, background: a.background, color: a.color, num: a.num }));
export const newAwardRow = (): AwardRow => ({ key: newKey(), name: '', background: '#2f8cd8', color: '#fff', num: 0 });

/** A new contest: the defaults of the contract's AdminContestBody (visible, auto real rank, Recent, username). */
export function emptyContestForm(): ContestForm {
  return {
    id: null,
    title: '',
    description: '',
    type: ContestType.ACM,
    auth: ContestAuth.Public,
    pwd: '',
    startTime: null,
    endTime: null,
    sealRank: false,
    sealOption: SealRankOption.HourBeforeEnd,
    autoRealRank: true,
    openPrint: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    allowEndSubmit: false,
    teamContest: false,
    starAccount: [],
    awardType: AwardType.None,
    awards: defaultAwards(),
    openRank: false,
    openAccountLimit: false,
    accountRule: { prefix: '', suffix: '', from: 0, to: 10, extra: '' },
    visible: true,
  };
}

/** Whole seconds between the times, or null while one is missing. */
export function durationSeconds(form: Pick<ContestForm, 'startTime' | 'endTime'>): number | null {
  if (form.startTime == null || form.endTime == null) return null;
  return Math.floor((form.endTime - form.startTime) / 1000);
}

/** Seal options a contest of this length may use (spec 3 §4): half an hour needs 30 min, one hour needs 60. */
export function sealOptionEnabled(option: SealRankOptionCode, duration: number | null): boolean {
  if (duration == null) return true;
  if (option === SealRankOption.HalfHourBeforeEnd) return duration >= 1800;
  if (option === SealRankOption.HourBeforeEnd) return duration >= 3600;
  return true;
}

/** The option shown when sealing is switched on, for the current rule and length. */
export const defaultSealOption = (form: Pick<ContestForm, 'type' | 'startTime' | 'endTime'>): SealRankOptionCode =>
  contestRuleOf(form.type).defaultSealOption(durationSeconds(form) ?? 0);

/** `1d 2h 30m` style parts, largest first; the page words them in the current language. */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, seconds);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60) };
}

const pack = (tag: string, value: string) => `<${tag}>${value}</${tag}>`;

/** The packed text the server parses: `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>`. */
export function packAccountRule(rule: AccountRuleForm): string {
  const extra = splitAccounts(rule.extra).join(' ');
  return (
    pack('prefix', rule.prefix.trim()) +
    pack('suffix', rule.suffix.trim()) +
    pack('start', String(rule.from ?? '')) +
    pack('end', String(rule.to ?? '')) +
    pack('extra', extra)
  );
}

const unpack = (rule: string, tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(rule)?.[1] ?? '';
const numberOrNull = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

export function unpackAccountRule(rule: string | null): AccountRuleForm {
  if (!rule) return { prefix: '', suffix: '', from: 0, to: 10, extra: '' };
  return {
    prefix: unpack(rule, 'prefix'),
    suffix: unpack(rule, 'suffix'),
    from: numberOrNull(unpack(rule, 'start')),
    to: numberOrNull(unpack(rule, 'end')),
    extra: splitAccounts(unpack(rule, 'extra')).join('\n'),
  };
}

export const splitAccounts = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Adds a star account: trimmed, refused when blank or already there (spec 3 §5, Add_Star_User_Error). */
export function addStar(list: readonly string[], raw: string): { list: string[]; error?: 'blank' | 'duplicate' } {
  const name = raw.trim();
  if (!name) return { list: [...list], error: 'blank' };
  if (list.includes(name)) return { list: [...list], error: 'duplicate' };
  return { list: [...list, name] };
}

/** Which seal option a stored seal time stands for; an unknown time falls back to the default. */
function sealOptionOf(vo: AdminContestVo, start: number, end: number): SealRankOptionCode {
  const at = parseWireDate(vo.sealRankTime);
  const options = [SealRankOption.WholeContest, SealRankOption.HourBeforeEnd, SealRankOption.HalfHourBeforeEnd] as const;
  return (
    options.find((o) => sealRankTimeOf(o, start, end) === at) ??
    contestRuleOf(vo.type).defaultSealOption(Math.floor((end - start) / 1000))
  );
}

/** A saved time as the form holds it: null when absent or unreadable. */
const formTime = (wire: string | null): number | null => {
  const ms = parseWireDate(wire);
  return Number.isNaN(ms) ? null : ms;
};

/** The form of a saved contest. */
export function formFromContest(vo: AdminContestVo): ContestForm {
  const start = formTime(vo.startTime);
  const end = formTime(vo.endTime);
  return {
    id: vo.id,
    title: vo.title,
    description: vo.description ?? '',
    type: vo.type,
    auth: vo.auth,
    pwd: vo.pwd ?? '',
    startTime: start,
    endTime: end,
    sealRank: vo.sealRank,
    sealOption: start != null && end != null ? sealOptionOf(vo, start, end) : SealRankOption.HourBeforeEnd,
    autoRealRank: vo.autoRealRank,
    openPrint: vo.openPrint,
    rankShowName: (['username', 'nickname', 'realname'] as const).find((n) => n === vo.rankShowName) ?? 'username',
    oiRankScoreType: vo.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    allowEndSubmit: vo.allowEndSubmit,
    teamContest: vo.teamContest,
    starAccount: [...vo.starAccount],
    awardType: vo.awardType,
    awards: vo.awardConfigList.length
      ? [...vo.awardConfigList]
          .sort((a, b) => a.priority - b.priority)
          .map((a) => ({ key: newKey(), name: a.name, background: a.background, color: a.color, num: a.num }))
      : defaultAwards(),
    openRank: vo.openRank,
    openAccountLimit: vo.openAccountLimit,
    accountRule: unpackAccountRule(vo.accountLimitRule),
    visible: vo.visible,
  };
}

/** The body of add/update contest. Times in epoch ms; the seal option becomes its absolute time. */
export function contestPayload(form: ContestForm): ContestPayload {
  const duration = durationSeconds(form);
  const sealed = form.sealRank && form.startTime != null && form.endTime != null;
  return {
    ...(form.id != null ? { id: form.id } : {}),
    title: form.title.trim(),
    description: form.description,
    type: form.type,
    auth: form.auth,
    pwd: form.auth === ContestAuth.Public ? null : form.pwd,
    startTime: form.startTime,
    endTime: form.endTime,
    duration: duration ?? 0,
    sealRank: form.sealRank,
    sealRankTime: sealed ? sealRankTimeOf(form.sealOption, form.startTime!, form.endTime!) : null,
    autoRealRank: form.autoRealRank,
    visible: form.visible,
    openPrint: form.openPrint,
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: form.openAccountLimit ? packAccountRule(form.accountRule) : null,
    rankShowName: form.rankShowName,
    starAccount: form.starAccount.map((s) => s.trim()).filter(Boolean),
    openRank: form.openRank,
    oiRankScoreType: form.oiRankScoreType,
    awardType: form.awardType,
    awardConfigList: form.awards.map((a, i) => ({
      priority: i + 1,
      name: a.name.trim(),
      background: a.background,
      color: a.color,
      num: a.num ?? 0,
    })),
    allowEndSubmit: form.allowEndSubmit,
    teamContest: form.teamContest,
  };
}

const PAYLOAD_FIELDS: Partial<Record<string, ContestField>> = {
  title: 'title',
  description: 'description',
  startTime: 'startTime',
  endTime: 'endTime',
  pwd: 'pwd',
  starAccount: 'starAccount',
  awardConfigList: 'awards',
  accountLimitRule: 'accountRule',
  sealRankTime: 'sealOption',
  type: 'type',
};

/** Every rule of spec 3 §5 (contest form) and §4 (seal, account rule, awards), in the order of the form. */
export function validateContest(form: ContestForm, savedType: number | null = null): ContestIssue[] {
  const issues: ContestIssue[] = [];
  if (!form.title.trim()) issues.push({ field: 'title', code: 'required' });
  if (savedType !== null && savedType !== form.type) issues.push({ field: 'type', code: 'invalid', detail: 'typeLocked' });
  if (form.auth !== ContestAuth.Public && !form.pwd.trim()) issues.push({ field: 'pwd', code: 'passwordRequired' });
  if (form.startTime == null) issues.push({ field: 'startTime', code: 'required' });
  if (form.endTime == null) issues.push({ field: 'endTime', code: 'required' });
  const duration = durationSeconds(form);
  if (duration != null && form.endTime! < form.startTime!) issues.push({ field: 'endTime', code: 'timeOrder' });
  else if (duration != null && duration <= 0) issues.push({ field: 'endTime', code: 'durationCheck' });
  if (form.sealRank && duration != null && duration > 0 && !sealOptionEnabled(form.sealOption, duration))
    issues.push({ field: 'sealOption', code: 'sealTooShort' });

  const seen = new Set<string>();
  for (const raw of form.starAccount) {
    const name = raw.trim();
    if (!name) continue;
    if (seen.has(name)) issues.push({ field: 'starAccount', code: 'starDuplicate', name });
    seen.add(name);
  }

  if (form.awardType !== AwardType.None) {
    if (form.awards.length === 0) issues.push({ field: 'awards', code: 'awardRequired' });
    form.awards.forEach((a, row) => {
      if (!a.name.trim()) issues.push({ field: 'awards', code: 'awardName', row });
      if (a.num == null || !Number.isInteger(a.num) || a.num < 0) issues.push({ field: 'awards', code: 'awardNum', row });
    });
    if (form.awardType === AwardType.Percentage && form.awards.reduce((sum, a) => sum + (a.num ?? 0), 0) > 100) {
      issues.push({ field: 'awards', code: 'awardPercentage' });
    }
  }

  if (form.openAccountLimit) {
    const { from, to } = form.accountRule;
    if (from == null || to == null || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0)
      issues.push({ field: 'accountRule', code: 'accountNumbers' });
    else if (to < from) issues.push({ field: 'accountRule', code: 'accountOrder' });
  }

  if (!form.description.trim()) issues.push({ field: 'description', code: 'required' });

  // Types and bounds: the call's own zod schema, so the limits are written once.
  const parsed = adminContestBody.safeParse(contestPayload(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = PAYLOAD_FIELDS[String(issue.path[0])] ?? 'form';
      if (!issues.some((i) => i.field === field)) issues.push({ field, code: 'invalid', detail: issue.message });
    }
  }
  return issues;
}

/** Issues grouped by field, for `Form.Item` help texts. */
export function issuesByField(issues: readonly ContestIssue[]): Partial<Record<ContestField, ContestIssue[]>> {
  const out: Partial<Record<ContestField, ContestIssue[]>> = {};
  for (const i of issues) (out[i.field] ??= []).push(i);
  return out;
}
