import { ContestLimits } from '@verdict/shared';
import { positiveInt } from '../../lib/urlNumbers';

/** The contest list's filters in the URL (spec 2 §2: currentPage, status, keyword, type). */
export interface ContestListQuery {
  /** 0 ACM, 1 OI; undefined = all. */
  type: number | undefined;
  /** -1 scheduled, 0 running, 1 ended; undefined = all. */
  status: number | undefined;
  keyword: string;
  currentPage: number;
}

export const DEFAULT_CONTEST_LIST_QUERY: ContestListQuery = { type: undefined, status: undefined, keyword: '', currentPage: 1 };

const oneOf = (raw: string | null, allowed: readonly number[]) => {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return allowed.includes(n) ? n : undefined;
};

/** Bad values fall back to their defaults: a hand-edited URL shows a list, never an error. */
export function parseContestListQuery(params: URLSearchParams): ContestListQuery {
  return {
    type: oneOf(params.get('type'), [0, 1]),
    status: oneOf(params.get('status'), [-1, 0, 1]),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 64),
    currentPage: positiveInt(params.get('currentPage'), 1),
  };
}

/** Defaults are left out, so a plain /contest stays plain. */
export function toContestListSearchParams(q: ContestListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.type !== undefined) out.set('type', String(q.type));
  if (q.status !== undefined) out.set('status', String(q.status));
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.currentPage > 1) out.set('currentPage', String(q.currentPage));
  return out;
}

/** A new filter starts again from page 1; only paging keeps the page. */
export function patchContestListQuery(q: ContestListQuery, patch: Partial<ContestListQuery>): ContestListQuery {
  const next = { ...q, ...patch };
  if (!('currentPage' in patch)) next.currentPage = 1;
  return next;
}

export const toContestListCall = (q: ContestListQuery) => ({
  type: q.type,
  status: q.status,
  keyword: q.keyword || undefined,
  currentPage: q.currentPage,
  limit: ContestLimits.listPageSize,
});
