import { describe, expect, it } from 'vitest';
import { tabOf, visibleTabs } from './contestTabs';

const base = { acm: true, openPrint: false, isAdmin: false, isRoot: false, hasScrollBoard: true };

describe('visibleTabs', () => {
  it('a contestant of an ACM contest without print: the six tabs everyone has (clarifications too)', () => {
    expect(visibleTabs(base)).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'clarifications']);
  });
  it('print open: contestants get print, contest admins also the print queue', () => {
    expect(visibleTabs({ ...base, openPrint: true })).toContain('print');
    expect(visibleTabs({ ...base, openPrint: true })).not.toContain('admin-print');
    expect(visibleTabs({ ...base, openPrint: true, isAdmin: true })).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'clarifications',
      'print',
      'ac-info',
      'admin-print',
      'scroll-board',
    ]);
  });
  it('AC info and scroll board only for admins of ACM contests; rejudge only for root', () => {
    expect(visibleTabs({ ...base, acm: false, isAdmin: true })).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'clarifications',
    ]);
    expect(visibleTabs({ ...base, isAdmin: true, hasScrollBoard: false })).not.toContain('scroll-board');
    expect(visibleTabs({ ...base, isAdmin: true, isRoot: true })).toContain('rejudge');
    expect(visibleTabs({ ...base, isAdmin: true })).not.toContain('rejudge');
  });
});

describe('tabOf', () => {
  it('reads the tab from the path', () => {
    expect(tabOf('/contest/12', 12)).toBe('overview');
    expect(tabOf('/contest/12/', 12)).toBe('overview');
    expect(tabOf('/contest/12/submissions', 12)).toBe('submissions');
    expect(tabOf('/contest/12/problem/A', 12)).toBe('problems');
    expect(tabOf('/contest/12/problem/A/submission-detail/9', 12)).toBe('problems');
    expect(tabOf('/contest/12/ac-info', 12)).toBe('ac-info');
  });
});
