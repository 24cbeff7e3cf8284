import { describe, expect, it } from 'vitest';
import { CLEAN_TYPE, pageSizeOf, unreadOf, unreadTotal } from './categories';
import { safePath } from './links';

describe('message helpers', () => {
  const counts = { comment: 2, reply: 1, like: 4, sys: 3, mine: 0 };

  it('the discuss tab counts `comment`; the bell adds all five', () => {
    expect([unreadOf(counts, 'discuss'), unreadOf(counts, 'like'), unreadOf(undefined, 'sys')]).toEqual([2, 4, 0]);
    expect([unreadTotal(counts), unreadTotal(undefined)]).toEqual([10, 0]);
  });

  it('pages of 6 for reminders and 8 for notices; clean types as the contract spells them', () => {
    expect(['discuss', 'reply', 'like', 'sys', 'mine'].map((c) => pageSizeOf(c as 'sys'))).toEqual([6, 6, 6, 8, 8]);
    expect(CLEAN_TYPE).toEqual({ discuss: 'Discuss', reply: 'Reply', like: 'Like', sys: 'Sys', mine: 'Mine' });
  });

  it('follows only paths of this site', () => {
    expect(safePath('/discussion-detail/3')).toBe('/discussion-detail/3');
    for (const bad of ['javascript:alert(1)', '//evil.test/x', '/\\evil.test', 'https://evil.test', '', null])
      expect(safePath(bad)).toBeNull();
  });
});
