import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, matchAdminNav, visibleAdminNav } from './navigation';

const keys = (items: ReturnType<typeof visibleAdminNav>) => items.map((i) => i.key);

describe('admin navigation', () => {
  it('root sees the system group, other admins do not', () => {
    expect(keys(visibleAdminNav(true))).toEqual(['dashboard', 'general', 'problem', 'training', 'contest', 'discussion']);
    expect(keys(visibleAdminNav(false))).toEqual(['dashboard', 'problem', 'training', 'contest', 'discussion']);
  });

  it('the discussion group has its category page, for root only (issue 28.2)', () => {
    const group = (root: boolean) =>
      visibleAdminNav(root)
        .find((i) => i.key === 'discussion')
        ?.children?.map((c) => c.path);
    expect(group(true)).toEqual(['/admin/discussion', '/admin/discussion/category']);
    expect(group(false)).toEqual(['/admin/discussion']);
    expect(matchAdminNav('/admin/discussion/category')).toEqual({
      selected: '/admin/discussion/category',
      openGroup: 'discussion',
    });
  });

  it('lists every problem screen', () => {
    const problem = ADMIN_NAV.find((i) => i.key === 'problem');
    expect(problem?.children?.map((c) => c.path)).toEqual([
      '/admin/problems',
      '/admin/problem/create',
      '/admin/problem/tag',
      '/admin/group-problem/apply',
      '/admin/problem/batch-operation',
    ]);
  });

  it('highlights the entry of the current screen and opens its group', () => {
    expect(matchAdminNav('/admin')).toEqual({ selected: '/admin', openGroup: undefined });
    expect(matchAdminNav('/admin/')).toEqual({ selected: '/admin', openGroup: undefined });
    expect(matchAdminNav('/admin/problem/tag')).toEqual({ selected: '/admin/problem/tag', openGroup: 'problem' });
    expect(matchAdminNav('/admin/problems')).toEqual({ selected: '/admin/problems', openGroup: 'problem' });
    expect(matchAdminNav('/admin/user')).toEqual({ selected: '/admin/user', openGroup: 'general' });
  });

  it('edit screens light up their list', () => {
    expect(matchAdminNav('/admin/problem/edit/12').selected).toBe('/admin/problems');
    expect(matchAdminNav('/admin/training/3/problems').selected).toBe('/admin/training');
    expect(matchAdminNav('/admin/contest/5/problem/create')).toEqual({ selected: '/admin/contest', openGroup: 'contest' });
    expect(matchAdminNav('/admin/unknown').selected).toBeUndefined();
  });
});
