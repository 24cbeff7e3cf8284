import { beforeAll, describe, expect, it } from 'vitest';
import { type AcmRankVo, JudgeStatus, Role, getRankList } from '@verdict/shared';
import { createAbProblem } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { seedRows } from './rank.fixture';

const { Accepted: AC, WrongAnswer: WA } = JudgeStatus;

describe('global ACM rank: the pages of one generation', () => {
  const t = useTestApp();
  const u: SeededUser[] = [];
  let pid: number;

  const acm = async (currentPage: number, limit: number) =>
    (
      await t.callRaw<typeof getRankList, { records: AcmRankVo[]; total: number }>(getRankList, {
        query: { type: 0, currentPage, limit },
      })
    ).data;

  beforeAll(async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    for (const k of ['p', 'q', 'r', 's']) u.push(await seedUser(t.core, { username: `st_${k}` }));
    pid = (await createAbProblem(t, root.token)).pid;
    // Every user one AC in one try: four ties, in uid order.
    await seedRows(
      t,
      u.map((x) => ({ uid: x.uid, pid, status: AC })),
    );
  });

  it('come from one reading of the board: a later page agrees with the earlier ones until the generation moves', async () => {
    const byUid = [...u].sort((x, y) => (x.uid < y.uid ? -1 : 1));
    const first = await acm(1, 2);
    expect(first.records.map((r) => r.uid)).toEqual([byUid[0].uid, byUid[1].uid]);
    // A wrong answer moves no generation (only ACs do): the second user of page 1 now has two
    // submissions. Read on its own, page 2 would put that user on it again and leave a user out.
    await seedRows(t, [{ uid: byUid[1].uid, pid, status: WA }]);
    const second = await acm(2, 2);
    // The root user, without submissions, is listed last (every active user is, issue 28.13).
    expect(second.total).toBe(5);
    expect(second.records.map((r) => [r.uid, r.total])).toEqual([
      [byUid[2].uid, 1],
      [byUid[3].uid, 1],
    ]);
  });
});
