/**
 * The A+B mix the fault tests and the scale bench submit: users made with insert-batch-user, a
 * public A+B problem and a running contest with a second one, C submissions that are right or
 * wrong in a fixed pattern, so every count afterwards is known in advance.
 */
import {
  JudgeStatus,
  adminAddContest,
  adminAddContestProblemFromPublic,
  adminAddProblem,
  getProblemDetail,
  insertBatchUser,
  login,
  submitProblemJudge,
  updateSwitch,
} from '@verdict/shared';
import { ROOT_PASSWORD, call, sleep } from './cluster';

export const AB_C =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n';
export const AB_C_WRONG =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a - b); return 0; }\n';

export interface Site {
  rootToken: string;
  users: Array<{ username: string; token: string }>;
  /** The public problem (problemId) and the contest's problem (pid, shown as 'A'). */
  publicProblem: { pid: number; problemId: string };
  contestProblem: { pid: number; problemId: string };
  cid: number;
}

export interface Planned {
  user: number;
  where: 'public' | 'contest';
  right: boolean;
}

export async function ok<T>(p: Promise<{ status: number; msg: string; data: T; token: string | null }>, what: string) {
  const r = await p;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.msg}`);
  return r;
}

export async function addProblem(
  base: string,
  token: string,
  problemId: string,
  auth: number,
  timeLimit = 1000,
): Promise<{ pid: number; problemId: string }> {
  await ok(
    call(base, adminAddProblem, {
      token,
      body: {
        problem: { problemId, title: `A+B ${problemId}`, type: 0, timeLimit, memoryLimit: 256, stackLimit: 128, auth },
        samples: [
          { input: '1 2\n', output: '3\n' },
          { input: '10 20\n', output: '30\n' },
          { input: '-1 1\n', output: '0\n' },
        ],
        isUploadTestCase: false,
        languages: [{ name: 'C' }],
        tags: [],
        codeTemplates: [],
      },
    }),
    `add problem ${problemId}`,
  );
  const detail = await ok(
    call<{ problem: { id: number } }>(base, getProblemDetail, { token, query: { problemId } }),
    'problem detail',
  );
  return { pid: detail.data.problem.id, problemId };
}

export async function setUpSite(base: string, userCount: number): Promise<Site> {
  const rootToken = (await ok(call(base, login, { body: { username: 'root', password: ROOT_PASSWORD } }), 'root login')).token!;
  await ok(call(base, updateSwitch, { token: rootToken, body: { defaultSubmitInterval: 0 } }), 'submit interval');
  const prefix = `s${Math.random().toString(36).slice(2, 6)}`;
  const rows = Array.from({ length: userCount }, (_, i) => [`${prefix}u${i}`, `pass${i}word`, `${prefix}u${i}@scale.test`]);
  await ok(call(base, insertBatchUser, { token: rootToken, body: { users: rows } }), 'insert users');
  const users = [];
  for (const [username, password] of rows) {
    users.push({
      username: username!,
      token: (await ok(call(base, login, { body: { username, password } }), `login ${username}`)).token!,
    });
  }
  const publicProblem = await addProblem(base, rootToken, `${prefix.toUpperCase()}P`, 1);
  // Its own problem for the contest (shown as 'A'), so the public problem's counts hold only public submissions.
  const contestProblem = await addProblem(base, rootToken, `${prefix.toUpperCase()}C`, 1);
  const now = Date.now();
  const contest = await ok(
    call<{ id: number }>(base, adminAddContest, {
      token: rootToken,
      body: {
        title: `Scale ${prefix}`,
        description: 'fault test',
        type: 0,
        auth: 0,
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 7200_000).toISOString(),
      },
    }),
    'add contest',
  );
  await ok(
    call(base, adminAddContestProblemFromPublic, {
      token: rootToken,
      body: { cid: contest.data.id, pid: contestProblem.pid, displayId: 'A' },
    }),
    'contest problem',
  );
  return { rootToken, users, publicProblem, contestProblem, cid: contest.data.id };
}

/**
 * Per user, in order: public R W R W R R (4 right, 2 wrong), contest W R W R. Each user so ends
 * with the public problem solved 4 times of 6 and the contest problem first solved on the 2nd try.
 */
export function plan(users: number, perUser = 10): Planned[] {
  const pattern: Array<Omit<Planned, 'user'>> = (
    [
      { where: 'public', right: true },
      { where: 'contest', right: false },
      { where: 'public', right: false },
      { where: 'contest', right: true },
      { where: 'public', right: true },
      { where: 'contest', right: false },
      { where: 'public', right: false },
      { where: 'contest', right: true },
      { where: 'public', right: true },
      { where: 'public', right: true },
    ] as const
  ).slice(0, perUser);
  const out: Planned[] = [];
  for (const step of pattern) for (let u = 0; u < users; u++) out.push({ user: u, ...step });
  return out;
}

/** Sends the planned submissions, spread over the API addresses in turn; answers their ids in plan order. */
export async function submitAll(bases: string[], site: Site, items: Planned[], parallel = 8): Promise<number[]> {
  const ids: number[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      const item = items[i]!;
      const body =
        item.where === 'public'
          ? { pid: site.publicProblem.problemId, language: 'C', code: item.right ? AB_C : AB_C_WRONG }
          : { pid: 'A', cid: site.cid, language: 'C', code: item.right ? AB_C : AB_C_WRONG };
      for (let attempt = 1; ; attempt++) {
        try {
          // A retry goes to the next address: the one that failed may be down for a while.
          const r = await call<{ submitId: number }>(bases[(i + attempt - 1) % bases.length]!, submitProblemJudge, {
            token: site.users[item.user]!.token,
            body,
          });
          if (r.status !== 200) throw new Error(`submit: ${r.status} ${r.msg}`);
          ids[i] = r.data.submitId;
          break;
        } catch (err) {
          // Only a network failure is retried (the API process was being killed); a refusal is a bug.
          if ((err as Error).message.startsWith('submit:') || attempt > 20) throw err;
          await sleep(500);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}

export const expectedStatus = (p: Planned) => (p.right ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer);
