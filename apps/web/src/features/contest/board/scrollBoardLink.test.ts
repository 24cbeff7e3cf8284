import { describe, expect, it } from 'vitest';
import { medalsFromParams, scrollBoardUrl } from './scrollBoardLink';

describe('scroll board link', () => {
  it('writes cid, removeStar and the three medal counts', () => {
    expect(scrollBoardUrl(12, true, [3, 5, 8])).toBe(
      '/scrollBoard?cid=12&removeStar=true&medals%5B%5D=3&medals%5B%5D=5&medals%5B%5D=8',
    );
  });

  it('reads them back, and refuses anything but three whole counts', () => {
    const url = new URL(scrollBoardUrl(12, false, [1, 0, 2]), 'http://x');
    expect(medalsFromParams(url.searchParams)).toEqual([1, 0, 2]);
    expect(medalsFromParams(new URLSearchParams('medals[]=1&medals[]=2&medals[]=3'))).toEqual([1, 2, 3]);
    expect(medalsFromParams(new URLSearchParams('medals[]=1&medals[]=2'))).toBeNull();
    expect(medalsFromParams(new URLSearchParams('medals[]=1&medals[]=-2&medals[]=3'))).toBeNull();
    expect(medalsFromParams(new URLSearchParams('medals[]=1&medals[]=x&medals[]=3'))).toBeNull();
    expect(medalsFromParams(new URLSearchParams('medals[]=1.5&medals[]=2&medals[]=3'))).toBeNull();
  });
});
