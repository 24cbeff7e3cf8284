import { describe, expect, it } from 'vitest';
import { idLike, pageQuery } from './common';

describe('pageQuery', () => {
  const q = pageQuery(30);
  it('falls back to page 1 and the default size on bad values', () =>
    expect(q.parse({ currentPage: 'abc', limit: '-3' })).toEqual({ currentPage: 1, limit: 30 }));
  it('defaults when missing', () => expect(q.parse({})).toEqual({ currentPage: 1, limit: 30 }));
  it('caps the page size', () => expect(q.parse({ currentPage: '2', limit: '5000' })).toEqual({ currentPage: 2, limit: 100 }));
});

describe('idLike', () => {
  it('accepts numeric strings', () => expect(idLike().parse('12')).toBe(12));
  it('rejects words', () => expect(idLike().safeParse('12a').success).toBe(false));
});
