import { type ContestAwardConfig, type ContestRule, type ContestSeal, contestRuleOf, contestStatusAt } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { ContestRow } from './contest.repository';

/** Contest rules that need no database: status, the seal, stored lists, the account rule. */

export const statusOf = (c: Pick<ContestRow, 'startTime' | 'endTime'>, now: number) =>
  contestStatusAt(Number(c.startTime), Number(c.endTime), now);

type SealColumns = Pick<ContestRow, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>;

/** The rules of the contest's type (seal, scoring, helpers): the one ContestRule in the shared package. */
export const ruleOf = (c: Pick<ContestRow, 'type'>): ContestRule => contestRuleOf(c.type);

/** A contest row's seal settings, as the seal rule reads them. */
export const sealOf = (c: SealColumns): ContestSeal => ({
  sealRank: toBool(c.sealRank),
  sealRankTime: c.sealRankTime == null ? null : Number(c.sealRankTime),
  endTime: Number(c.endTime),
  autoRealRank: toBool(c.autoRealRank),
});

/** Whether the public board is sealed now (the seal rule of the contest's type). */
export const isSealed = (c: SealColumns & Pick<ContestRow, 'type'>, now: number): boolean =>
  ruleOf(c).sealedFrom(sealOf(c), now) !== null;

/**
 * The seal as one viewer sees it: the contest's admins see through it (boards only when they ask,
 * with forceRefresh). `admin` is ContestAccess's answer for this caller — the one place that knows
 * who administers a contest (the group policy for group contests).
 */
export const isSealedFor = (admin: boolean, c: ContestRow, now: number, bypass: boolean): boolean =>
  isSealed(c, now) && !(bypass && admin);

export function parseJsonArray(json: string | null): unknown[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export const starAccountsOf = (c: Pick<ContestRow, 'starAccount'>): string[] =>
  parseJsonArray(c.starAccount).filter((v): v is string => typeof v === 'string');

export const awardsOf = (c: Pick<ContestRow, 'awardConfig'>): ContestAwardConfig[] =>
  parseJsonArray(c.awardConfig).filter(
    (v): v is ContestAwardConfig => typeof v === 'object' && v !== null && 'name' in v && 'num' in v,
  );

/** The packed account rule `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>`. */
export interface AccountRule {
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  extra: string[];
}

const tag = (rule: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(rule)?.[1] ?? '';

/** The rule, or the reason it is unusable. */
export function parseAccountRule(rule: string | null): AccountRule | { error: string } {
  if (!rule) return { error: 'empty' };
  const start = tag(rule, 'start').trim();
  const end = tag(rule, 'end').trim();
  if (!/^\d{1,9}$/.test(start) || !/^\d{1,9}$/.test(end)) return { error: 'start and end must be whole numbers' };
  if (Number(end) < Number(start)) return { error: 'the end number is below the start number' };
  const extra = tag(rule, 'extra')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    prefix: tag(rule, 'prefix').trim(),
    suffix: tag(rule, 'suffix').trim(),
    start: Number(start),
    end: Number(end),
    extra,
  };
}

/** prefix + a number in [start, end] + suffix (numbers unpadded, as HOJ generates them), or one of the extra accounts. */
export function matchesAccountRule(rule: string | null, username: string): boolean {
  const r = parseAccountRule(rule);
  if ('error' in r) return false;
  if (r.extra.includes(username)) return true;
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix) || username.length <= r.prefix.length + r.suffix.length)
    return false;
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length);
  return /^(0|[1-9]\d*)$/.test(middle) && Number(middle) >= r.start && Number(middle) <= r.end;
}
