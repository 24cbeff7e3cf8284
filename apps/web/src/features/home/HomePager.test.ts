import { describe, expect, it } from 'vitest';
import { pagerItems } from './HomePager';

// The pages antd's Pagination (rc-pagination 5, showLessItems off) shows for the same current page and count.
describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two on each side of the current page, with jumps between', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });
});
