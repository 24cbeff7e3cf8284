import { Limits, PAGE_SIZES } from '@verdict/shared';
import { positiveInt } from '../../../lib/urlNumbers';
import { BANK_OPTIONS, type Bank, type BankQuery } from '../../keys';

export { BANK_OPTIONS, type Bank, type BankQuery };

export const DEFAULT_BANK_QUERY: BankQuery = {
  keyword: '',
  oj: 'All',
  difficulty: undefined,
  tagIds: [],
  currentPage: 1,
  limit: Limits.problemPageSize,
};

/**
 * `tagId` of the URL: a JSON array (`[1,2]`, what HOJ's client writes) or a comma list (`1,2`).
 * Anything unparsable is an empty filter (spec §2.8), never an error page.
 */
export function parseTagIdParam(raw: string | null): number[] {
  if (raw === null || raw.trim() === '') return [];
  let items: unknown[];
  try {
    const value: unknown = JSON.parse(raw);
    items = Array.isArray(value) ? value : [value];
  } catch {
    items = raw.split(',');
  }
  const ids: number[] = [];
  for (const item of items) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) return [];
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** The filters a URL asks for; every bad value falls back to its default instead of failing. */
export function parseBankQuery(params: URLSearchParams): BankQuery {
  const ojRaw = (params.get('oj') ?? '').trim();
  // The bank key is matched case-insensitively: links from HOJ spell remote keys in any case.
  const oj = BANK_OPTIONS.find((b) => b.toLowerCase() === ojRaw.toLowerCase()) ?? 'All';
  const difficultyRaw = params.get('difficulty');
  const difficulty = difficultyRaw !== null && /^[0-2]$/.test(difficultyRaw.trim()) ? Number(difficultyRaw) : undefined;
  const limit = positiveInt(params.get('limit'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 64),
    oj,
    difficulty,
    tagIds: parseTagIdParam(params.get('tagId')),
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : Limits.problemPageSize,
  };
}

/** The URL of a query; defaults are left out so a plain /problem stays plain. */
export function toBankSearchParams(q: BankQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.oj !== 'All') out.set('oj', q.oj);
  if (q.difficulty !== undefined) out.set('difficulty', String(q.difficulty));
  if (q.tagIds.length > 0) out.set('tagId', JSON.stringify(q.tagIds));
  if (q.currentPage > 1) out.set('currentPage', String(q.currentPage));
  if (q.limit !== Limits.problemPageSize) out.set('limit', String(q.limit));
  return out;
}

/** A change of filters starts again from page 1; only paging keeps the page. */
export function patchBankQuery(q: BankQuery, patch: Partial<BankQuery>): BankQuery {
  const next = { ...q, ...patch };
  if (!('currentPage' in patch)) next.currentPage = 1;
  return next;
}

/** What the list call sends: 'Mine' is our own bank (ME), All sends nothing. */
export function toListCallQuery(q: BankQuery) {
  return {
    keyword: q.keyword || undefined,
    oj: q.oj === 'All' ? undefined : q.oj === 'Mine' ? 'ME' : q.oj,
    difficulty: q.difficulty,
    tagId: q.tagIds.length > 0 ? q.tagIds.join(',') : undefined,
    currentPage: q.currentPage,
    limit: q.limit,
  };
}

/** The tag calls want ALL for every OJ and ME for ours (contract: 'Mine' is sent as ME). */
export const tagOjOf = (oj: Bank): string => (oj === 'All' ? 'ALL' : oj === 'Mine' ? 'ME' : oj);

/** AC rate in percent with two decimals; 0 when nobody submitted (spec §9). */
export function acRate(ac: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((ac / total) * 10000) / 100;
}
