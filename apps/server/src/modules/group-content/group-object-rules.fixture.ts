import { beforeAll, expect } from 'vitest';
import { groupAddContest, groupAddProblem, groupAddTraining } from '@verdict/shared';
import { type Actors, seedActors } from '../../test/judge-kit';
import { type CallResult, useTestApp } from '../../test/test-app';
import { HOUR } from '../contest/contest.fixture';
import { createCategory } from '../training/training.fixture';
import { groupProblemBody } from './group-content.fixture';

/** A checker and judge-only files: what only a problem's managers may read. */
export const SECRET = {
  judgeMode: 'spj',
  spjCode: 'int main(){return 0;} // the checker',
  spjLanguage: 'C++',
  judgeExtraFile: '{"testlib.h":"// judge only"}',
};

/** Refused as the policy refuses: 401/403 on the wire or in the envelope. */
export const refused = (r: CallResult<unknown>) => [401, 403].includes(r.http) || [401, 403].includes(r.status);

/** A fresh app for the object-rule tests, the site's actors and a training category, and group items made through the group API. */
export function useGroupObjectRules() {
  const t = useTestApp();
  /** Filled before the first test. */
  const site = { a: undefined as unknown as Actors, categoryId: 0 };

  beforeAll(async () => {
    site.a = await seedActors(t);
    site.categoryId = await createCategory(t, site.a.root.token);
  });

  /** A group problem made by `token`'s user; its pid and display id. */
  async function groupProblem(
    token: string,
    gid: number,
    over: Record<string, unknown> = {},
  ): Promise<{ pid: number; problemId: string }> {
    const body = groupProblemBody(gid, over);
    const res = await t.call(groupAddProblem, { token, body });
    expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
    const row = await t.core.database.db
      .selectFrom('problem')
      .select(['id', 'problemId'])
      .where('gid', '=', gid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { pid: row.id, problemId: row.problemId };
  }

  async function groupTraining(token: string, gid: number, auth: 'Public' | 'Private' = 'Public'): Promise<number> {
    const res = await t.call(groupAddTraining, {
      token,
      body: {
        training: {
          title: 'Group training',
          description: 'x',
          auth,
          privatePwd: auth === 'Private' ? 'pw' : undefined,
          status: true,
          rank: 1000,
          gid,
        },
        trainingCategory: { id: site.categoryId },
      },
    });
    expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
    return res.data.id;
  }

  async function groupContest(token: string, gid: number): Promise<number> {
    const now = Date.now();
    const res = await t.call(groupAddContest, {
      token,
      body: {
        title: 'Group contest',
        description: 'x',
        type: 0,
        auth: 0,
        gid,
        startTime: new Date(now + HOUR).toISOString(),
        endTime: new Date(now + 3 * HOUR).toISOString(),
      },
    });
    expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
    return res.data.id;
  }

  return { t, site, groupProblem, groupTraining, groupContest };
}
