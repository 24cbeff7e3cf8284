import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from '../invalidation';
import { teamKeys } from '../keys';

/** The contest's keys as contest/queryKeys.ts builds them (importing them would make team ⇄ contest circular). */
const contestKeys = {
  board: (cid: number, query: object) => ['contest', 'one', cid, 'board', query],
  info: (cid: number) => ['contest', 'one', cid, 'info'],
  problems: (cid: number) => ['contest', 'one', cid, 'problems'],
};

describe('team changes', () => {
  it("mark the contest's team lists, the viewer's team and its boards stale, nothing of another contest", async () => {
    const cached = {
      admin3: teamKeys.admin(3),
      mine3: teamKeys.mine(3),
      board3: contestKeys.board(3, { currentPage: 1 }),
      info3: contestKeys.info(3),
      problems3: contestKeys.problems(3),
      mine4: teamKeys.mine(4),
      board4: contestKeys.board(4, { currentPage: 1 }),
    };
    const client = new QueryClient();
    for (const key of Object.values(cached)) client.setQueryData(key, { seeded: true });
    await invalidate(client, { kind: 'team', cid: 3 });
    const stale = Object.entries(cached)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
    expect(stale).toEqual(['admin3', 'board3', 'info3', 'mine3']);
  });
});
