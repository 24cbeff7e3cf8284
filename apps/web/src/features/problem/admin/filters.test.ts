import { describe, expect, it } from 'vitest';
import {
  ADMIN_PROBLEM_PAGE_SIZE,
  DEFAULT_ADMIN_FILTER,
  parseAdminProblemFilter,
  patchAdminProblemFilter,
  serializeAdminProblemFilter,
  toAdminListQuery,
} from './filters';

const parse = (qs: string) => parseAdminProblemFilter(new URLSearchParams(qs));

describe('admin problem list filters in the URL', () => {
  it('an empty query is the default list', () => {
    expect(parse('')).toEqual(DEFAULT_ADMIN_FILTER);
    expect(serializeAdminProblemFilter(DEFAULT_ADMIN_FILTER).toString()).toBe('');
  });

  it('reads keyword, auth, oj and paging', () => {
    expect(parse('keyword=%20a%2Bb%20&auth=2&oj=HDU&currentPage=3&limit=30')).toEqual({
      keyword: 'a+b',
      auth: 2,
      oj: 'HDU',
      currentPage: 3,
      limit: 30,
    });
  });

  it('falls back on values typed by hand that the server would not understand', () => {
    expect(parse('auth=7&oj=nowhere&currentPage=-2&limit=13')).toEqual(DEFAULT_ADMIN_FILTER);
    expect(parse('auth=x&currentPage=1.5&limit=abc')).toEqual(DEFAULT_ADMIN_FILTER);
    expect(parse('oj=mine').oj).toBe('Mine');
    expect(parse('oj=gym').oj).toBe('GYM');
  });

  it('round-trips through the URL', () => {
    const f = { keyword: 'tree', auth: 1, oj: 'Mine', currentPage: 2, limit: 50 };
    expect(parseAdminProblemFilter(serializeAdminProblemFilter(f))).toEqual(f);
  });

  it('a new filter goes back to page 1; paging keeps the page', () => {
    const on3 = { ...DEFAULT_ADMIN_FILTER, currentPage: 3 };
    expect(patchAdminProblemFilter(on3, { auth: 2 }).currentPage).toBe(1);
    expect(patchAdminProblemFilter(on3, { keyword: '  x ' }).keyword).toBe('x');
    expect(patchAdminProblemFilter(on3, { currentPage: 4, limit: 30 })).toMatchObject({ currentPage: 4, limit: 30 });
  });

  it('the request leaves out "any" filters', () => {
    expect(toAdminListQuery(DEFAULT_ADMIN_FILTER)).toEqual({ currentPage: 1, limit: ADMIN_PROBLEM_PAGE_SIZE });
    expect(toAdminListQuery({ keyword: 'k', auth: 3, oj: 'Mine', currentPage: 2, limit: 15 })).toEqual({
      currentPage: 2,
      limit: 15,
      keyword: 'k',
      auth: 3,
      oj: 'Mine',
    });
  });
});
