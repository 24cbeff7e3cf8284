import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEST_LIST_QUERY,
  parseContestListQuery,
  patchContestListQuery,
  toContestListCall,
  toContestListSearchParams,
} from './contestListQuery';

const parse = (s: string) => parseContestListQuery(new URLSearchParams(s));

describe('contest list query ↔ URL', () => {
  it('an empty URL is the default list', () => {
    expect(parse('')).toEqual(DEFAULT_CONTEST_LIST_QUERY);
    expect(toContestListSearchParams(DEFAULT_CONTEST_LIST_QUERY).toString()).toBe('');
  });
  it('reads rule, status, keyword and page', () => {
    expect(parse('type=1&status=-1&keyword=%20spring%20&currentPage=3')).toEqual({
      type: 1,
      status: -1,
      keyword: 'spring',
      currentPage: 3,
    });
  });
  it('drops values out of range instead of failing', () => {
    expect(parse('type=2&status=5&currentPage=0')).toEqual(DEFAULT_CONTEST_LIST_QUERY);
    expect(parse('type=x&status=&currentPage=-4')).toEqual(DEFAULT_CONTEST_LIST_QUERY);
    expect(parse(`keyword=${'k'.repeat(80)}`).keyword).toHaveLength(64);
  });
  it('round-trips through the URL', () => {
    const q = { type: 0, status: 0, keyword: 'ICPC 2026', currentPage: 2 };
    expect(toContestListSearchParams(q).toString()).toBe('type=0&status=0&keyword=ICPC+2026&currentPage=2');
    expect(parse(toContestListSearchParams(q).toString())).toEqual(q);
  });
  it('a filter change goes back to page 1, paging keeps the filters', () => {
    const q = { type: 0, status: 1, keyword: 'a', currentPage: 4 };
    expect(patchContestListQuery(q, { status: -1 })).toEqual({ type: 0, status: -1, keyword: 'a', currentPage: 1 });
    expect(patchContestListQuery(q, { currentPage: 5 })).toEqual({ ...q, currentPage: 5 });
  });
  it('the call sends page size 10 and no empty keyword', () => {
    expect(toContestListCall(DEFAULT_CONTEST_LIST_QUERY)).toEqual({
      type: undefined,
      status: undefined,
      keyword: undefined,
      currentPage: 1,
      limit: 10,
    });
  });
});
