import { describe, expect, it } from 'vitest';
import {
  acRate,
  DEFAULT_BANK_QUERY,
  parseBankQuery,
  parseTagIdParam,
  patchBankQuery,
  tagOjOf,
  toBankSearchParams,
  toListCallQuery,
} from './bankQuery';

const parse = (search: string) => parseBankQuery(new URLSearchParams(search));

describe('parseTagIdParam', () => {
  it('reads a JSON array, a single JSON number and a comma list', () => {
    expect(parseTagIdParam('[1,2,3]')).toEqual([1, 2, 3]);
    expect(parseTagIdParam('["4","5"]')).toEqual([4, 5]);
    expect(parseTagIdParam('7')).toEqual([7]);
    expect(parseTagIdParam('1, 2,3')).toEqual([1, 2, 3]);
  });

  it('drops duplicates and treats absent or blank as no filter', () => {
    expect(parseTagIdParam('[2,2,1]')).toEqual([2, 1]);
    expect(parseTagIdParam(null)).toEqual([]);
    expect(parseTagIdParam('  ')).toEqual([]);
  });

  it('turns anything unparsable into an empty filter', () => {
    for (const bad of [
      '[1,',
      'abc',
      '[1,"x"]',
      '{"a":1}',
      '[0]',
      '[-3]',
      '[1.5]',
      '1,,x',
      'null',
      '[[1]]',
      '99999999999999999999',
    ]) {
      expect(parseTagIdParam(bad), bad).toEqual([]);
    }
  });
});

describe('parseBankQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_BANK_QUERY);
    expect(DEFAULT_BANK_QUERY.limit).toBe(30);
  });

  it('reads every filter', () => {
    expect(parse('keyword=%20sum%20&oj=hdu&difficulty=2&tagId=[3]&currentPage=4&limit=50')).toEqual({
      keyword: 'sum',
      oj: 'HDU',
      difficulty: 2,
      tagIds: [3],
      currentPage: 4,
      limit: 50,
    });
    expect(parse('oj=Mine').oj).toBe('Mine');
  });

  it('falls back on bad values', () => {
    const q = parse('oj=NOPE&difficulty=5&currentPage=0&limit=20');
    expect(q).toMatchObject({ oj: 'All', difficulty: undefined, currentPage: 1, limit: 30 });
    expect(parse('currentPage=-2&limit=abc&difficulty=x')).toMatchObject({ currentPage: 1, limit: 30, difficulty: undefined });
    expect(parse('currentPage=2.5').currentPage).toBe(1);
  });

  it('accepts only the offered page sizes', () => {
    for (const size of [10, 15, 30, 50, 100]) expect(parse(`limit=${size}`).limit).toBe(size);
    expect(parse('limit=1000').limit).toBe(30);
  });
});

describe('toBankSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(toBankSearchParams(DEFAULT_BANK_QUERY).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const q = { keyword: 'a b', oj: 'CF' as const, difficulty: 0, tagIds: [5, 9], currentPage: 3, limit: 100 };
    const params = toBankSearchParams(q);
    expect(params.get('tagId')).toBe('[5,9]');
    expect(parseBankQuery(new URLSearchParams(params.toString()))).toEqual(q);
  });
});

describe('patchBankQuery', () => {
  it('restarts from page 1 on a filter change and keeps the page when paging', () => {
    const q = { ...DEFAULT_BANK_QUERY, currentPage: 5 };
    expect(patchBankQuery(q, { difficulty: 1 }).currentPage).toBe(1);
    expect(patchBankQuery(q, { currentPage: 6, limit: 50 })).toMatchObject({ currentPage: 6, limit: 50 });
  });
});

describe('toListCallQuery and tagOjOf', () => {
  it('sends Mine as ME, drops All and empty values, comma-joins tags', () => {
    expect(toListCallQuery(DEFAULT_BANK_QUERY)).toEqual({
      keyword: undefined,
      oj: undefined,
      difficulty: undefined,
      tagId: undefined,
      currentPage: 1,
      limit: 30,
    });
    expect(toListCallQuery({ ...DEFAULT_BANK_QUERY, oj: 'Mine', tagIds: [1, 2], keyword: 'x', difficulty: 0 })).toMatchObject({
      oj: 'ME',
      tagId: '1,2',
      keyword: 'x',
      difficulty: 0,
    });
    expect(tagOjOf('All')).toBe('ALL');
    expect(tagOjOf('Mine')).toBe('ME');
    expect(tagOjOf('HDU')).toBe('HDU');
  });
});

describe('acRate', () => {
  it('is ac/total*100 with two decimals, 0 without submissions', () => {
    expect(acRate(0, 0)).toBe(0);
    expect(acRate(1, 3)).toBe(33.33);
    expect(acRate(2, 3)).toBe(66.67);
    expect(acRate(5, 5)).toBe(100);
    expect(acRate(3, 0)).toBe(0);
  });
});
