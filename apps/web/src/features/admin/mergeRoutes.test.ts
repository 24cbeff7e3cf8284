import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withAdminScreens } from './mergeRoutes';

const placeholders: RouteObject[] = [
  {
    path: '',
    children: [
      { index: true, id: 'ph-index' },
      { path: 'user', handle: { auth: 'root' }, id: 'ph-user' },
      { path: 'problems', id: 'ph-problems' },
      { path: 'problem/tag', id: 'ph-tag' },
    ],
  },
];

describe('admin routes', () => {
  it('real screens replace the placeholders of their paths; the rest stay with their guards', () => {
    const merged = withAdminScreens(placeholders, [
      { index: true, id: 'dash' },
      { path: 'problems', id: 'list' },
    ]);
    expect(merged.map((r) => r.id)).toEqual(['dash', 'list', 'ph-user', 'ph-tag']);
    expect(merged.find((r) => r.id === 'ph-user')?.handle).toEqual({ auth: 'root' });
  });

  it('without screens every placeholder stays', () => {
    expect(withAdminScreens(placeholders, []).map((r) => r.id)).toEqual(['ph-index', 'ph-user', 'ph-problems', 'ph-tag']);
  });
});
