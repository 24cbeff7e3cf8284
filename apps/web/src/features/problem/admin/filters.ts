import type { AdminProblemListQuery } from '../../keys';
import { PAGE_SIZES, REMOTE_OJS } from '@verdict/shared';
import { positiveInt } from '../../../lib/urlNumbers';

/**
 * The admin problem list's filters live in the URL, so a reload or a shared link shows the
 * same page. Pure: no DOM, unit-tested in node.
 */
export interface AdminProblemFilter {
  keyword: string;
  /** 0 = any auth; 1 public, 2 private, 3 contest. */
  auth: number;
  /** 'All' (any), 'Mine' (local problems) or a remote OJ key (contract §2.12). */
  oj: string;
  currentPage: number;
  limit: number;
}

export const ADMIN_PROBLEM_PAGE_SIZE = 10;
export const OJ_FILTERS = ['All', 'Mine', ...REMOTE_OJS] as const;
export const AUTH_FILTERS = [0, 1, 2, 3] as const;

export const DEFAULT_ADMIN_FILTER: AdminProblemFilter = {
  keyword: '',
  auth: 0,
  oj: 'All',
  currentPage: 1,
  limit: ADMIN_PROBLEM_PAGE_SIZE,
};

/** Anything unknown in a hand-edited URL falls back to the default instead of failing the page. */
export function parseAdminProblemFilter(params: URLSearchParams): AdminProblemFilter {
  const auth = Number(params.get('auth'));
  const oj = params.get('oj') ?? '';
  const limit = positiveInt(params.get('limit'), ADMIN_PROBLEM_PAGE_SIZE);
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    auth: (AUTH_FILTERS as readonly number[]).includes(auth) ? auth : 0,
    // The OJ keys are upper case on the wire; accept 'mine' / 'hdu' typed by hand.
    oj: OJ_FILTERS.find((o) => o.toLowerCase() === oj.toLowerCase()) ?? 'All',
    currentPage: positiveInt(params.get('currentPage'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_PROBLEM_PAGE_SIZE,
  };
}

/** Defaults are left out so the plain list keeps a clean URL. */
export function serializeAdminProblemFilter(filter: AdminProblemFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.keyword) out.set('keyword', filter.keyword);
  if (filter.auth !== 0) out.set('auth', String(filter.auth));
  if (filter.oj !== 'All') out.set('oj', filter.oj);
  if (filter.currentPage > 1) out.set('currentPage', String(filter.currentPage));
  if (filter.limit !== ADMIN_PROBLEM_PAGE_SIZE) out.set('limit', String(filter.limit));
  return out;
}

/** A new filter starts again from page 1; only paging keeps the page asked for. */
export function patchAdminProblemFilter(current: AdminProblemFilter, patch: Partial<AdminProblemFilter>): AdminProblemFilter {
  const next = { ...current, ...patch, keyword: (patch.keyword ?? current.keyword).trim() };
  if (!('currentPage' in patch)) next.currentPage = 1;
  return next;
}

/** The server reads absent auth/oj as "any"; sending nothing keeps the request minimal. */
export type { AdminProblemListQuery };

export function toAdminListQuery(filter: AdminProblemFilter): AdminProblemListQuery {
  return {
    currentPage: filter.currentPage,
    limit: filter.limit,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.auth !== 0 ? { auth: filter.auth } : {}),
    ...(filter.oj !== 'All' ? { oj: filter.oj } : {}),
  };
}
