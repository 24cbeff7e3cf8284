/**
 * The storm's site: N contestant accounts made by insert-batch-user (hashed at the production
 * argon2id cost, as a real site's are), three A+B problems and a running private contest with a
 * password the contestants register with.
 */
import { adminAddContest, adminAddContestProblemFromPublic, insertBatchUser, login, updateSwitch } from '@verdict/shared';
import { ROOT_PASSWORD, call } from '../../scale/cluster';
import { addProblem, ok } from '../../scale/workload';
import type { StormContest } from './contestant';

export interface StormSite {
  rootToken: string;
  users: Array<{ username: string; password: string }>;
  contest: StormContest;
}

export async function setUpStorm(base: string, n: number): Promise<StormSite> {
  const rootToken = (await ok(call(base, login, { body: { username: 'root', password: ROOT_PASSWORD } }), 'root login')).token!;
  await ok(call(base, updateSwitch, { token: rootToken, body: { defaultSubmitInterval: 0 } }), 'submit interval');
  const prefix = `st${Math.random().toString(36).slice(2, 6)}`;
  const users = Array.from({ length: n }, (_, i) => ({ username: `${prefix}u${i}`, password: `pass${i}word` }));
  // insert-batch-user in slices of 25 rows (each one transaction; production hashes take a while on a busy machine).
  for (let i = 0; i < users.length; i += 25) {
    const rows = users.slice(i, i + 25).map((u) => [u.username, u.password, `${u.username}@storm.test`]);
    await ok(call(base, insertBatchUser, { token: rootToken, body: { users: rows } }), 'insert users');
  }
  const now = Date.now();
  const contest = await ok(
    call<{ id: number }>(base, adminAddContest, {
      token: rootToken,
      body: {
        title: `Storm ${prefix}`,
        description: 'contest start storm',
        type: 0,
        auth: 1,
        pwd: 'storm-pass',
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 4 * 3600_000).toISOString(),
      },
    }),
    'add contest',
  );
  const displayIds = ['A', 'B', 'C'];
  for (const displayId of displayIds) {
    // A 250 ms limit: a TLE costs the judge a quarter second per case, not a second.
    const p = await addProblem(base, rootToken, `${prefix.toUpperCase()}${displayId}`, 1, 250);
    await ok(
      call(base, adminAddContestProblemFromPublic, {
        token: rootToken,
        body: { cid: contest.data.id, pid: p.pid, displayId },
      }),
      `contest problem ${displayId}`,
    );
  }
  return { rootToken, users, contest: { cid: contest.data.id, password: 'storm-pass', displayIds } };
}
