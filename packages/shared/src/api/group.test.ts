import { describe, expect, it } from 'vitest';
import { groupBody, groupRelationOf, joinQuery, relationAtLeast } from './group';

describe('group relations and forms', () => {
  it('derives the relation from the owner and the level', () => {
    expect(groupRelationOf(null, 'o', 0)).toBe('visitor');
    expect(groupRelationOf('o', 'o', 5)).toBe('owner');
    expect([0, 1, 2, 3, 4, 5, 9].map((l) => groupRelationOf('u', 'o', l))).toEqual([
      'nonMember',
      'applying',
      'refused',
      'member',
      'admin',
      'root',
      'nonMember',
    ]);
    expect(relationAtLeast('applying', 'member')).toBe(false);
    expect(relationAtLeast('root', 'admin')).toBe(true);
    expect(relationAtLeast('admin', 'root')).toBe(false);
    expect(relationAtLeast('owner', 'root')).toBe(true);
  });

  it('needs a 6-character code for protected and private groups only', () => {
    const base = { name: 'Group one', shortName: 'grp01', brief: 'brief text', description: 'long enough' };
    expect(groupBody.safeParse({ ...base, auth: 1 }).success).toBe(true);
    expect(groupBody.safeParse({ ...base, auth: 2 }).success).toBe(false);
    expect(groupBody.safeParse({ ...base, auth: 3, code: '' }).success).toBe(false);
    expect(groupBody.safeParse({ ...base, auth: '3', code: 'abc123' }).data).toMatchObject({
      auth: 3,
      code: 'abc123',
      visible: true,
    });
    expect(joinQuery.safeParse({ gid: '7', reason: '' }).data).toEqual({ gid: 7 });
  });
});
