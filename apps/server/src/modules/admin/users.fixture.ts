import { Role, getUserHomeInfo, getUserJobProgress } from '@verdict/shared';
import { expect } from 'vitest';
import { seedUser } from '../../test/seed';
import type { TestApp } from '../../test/test-app';

/** Helpers of the user admin tests (not loaded by the server). */
export function userAdminKit(t: TestApp) {
  const root = () => seedUser(t.core, { roleId: Role.Root });
  const namesIn = async (names: string[]) =>
    (await t.core.database.db.selectFrom('userInfo').select('username').where('username', 'in', names).execute())
      .map((r) => r.username)
      .sort();
  const whoAmI = (token: string) => t.call(getUserHomeInfo, { token, query: {} });

  /** Polls a background user job until it is done or failed. */
  async function waitForJob(token: string, key: string) {
    for (let i = 0; i < 6000; i++) {
      const res = await t.call(getUserJobProgress, { token, query: { key } });
      expect(res.status).toBe(200);
      if (res.data.state === 'done' || res.data.state === 'failed') return res.data;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job did not finish');
  }

  return { root, namesIn, whoAmI, waitForJob };
}
