import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from '../../invalidation';
import { problemKeys, contestKeys } from '../../keys';

const cached = {
  adminList: contestKeys.adminList({ currentPage: 1, limit: 10 }),
  adminInfo7: contestKeys.adminInfo(7),
  adminProblems7: contestKeys.adminProblems(7, { currentPage: 1, limit: 100 }),
  adminAnnouncements7: contestKeys.adminAnnouncements(7, { currentPage: 1, limit: 10 }),
  adminInfo8: contestKeys.adminInfo(8),
  contestInfo7: contestKeys.info(7),
  contestProblems7: contestKeys.problems(7),
  contestInfo8: contestKeys.info(8),
  contestList: contestKeys.list({ currentPage: 1 }),
  problemPage: problemKeys.detail('P1000'),
};
type Name = keyof typeof cached;

async function staleAfter(cid?: number): Promise<Name[]> {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { seeded: true });
  await invalidate(client, { kind: 'contestAdmin', cid });
  return (Object.keys(cached) as Name[]).filter((n) => client.getQueryState(cached[n])?.isInvalidated).sort();
}

describe('contest admin changes', () => {
  it('one contest changed: its admin copies, what contestants see of it, and the lists', async () => {
    expect(await staleAfter(7)).toEqual(
      [
        'adminAnnouncements7',
        'adminInfo7',
        'adminList',
        'adminProblems7',
        'contestInfo7',
        'contestList',
        'contestProblems7',
      ].sort(),
    );
  });
  it('a new contest (clone): the whole contest domain, nothing of problems', async () => {
    expect(await staleAfter()).toEqual(
      Object.keys(cached)
        .filter((n) => n !== 'problemPage')
        .sort(),
    );
  });
});
