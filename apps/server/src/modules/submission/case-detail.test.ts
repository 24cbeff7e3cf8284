import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_EXCERPT_BYTES, type CaseDetail, JudgeStatus, getAllCaseResult, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  AB_WRONG_CPP,
  type Actors,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';

type CaseRow = Record<string, unknown> & { status: number; detail?: CaseDetail };
type Cases = { judgeCaseList: CaseRow[] } | null;

/** Prints 10 000 'x' then the sum: a wrong answer far longer than the kept excerpt. */
const FLOOD_CPP = `#include <iostream>
#include <string>
int main() { long long a, b; std::cin >> a >> b; std::cout << std::string(10000, 'x') << a + b << std::endl; return 0; }
`;

describe("a wrong case shows input, expected and the program's output", () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const submit = async (token: string, problemId: string, code: string) => {
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token,
      body: { pid: problemId, language: 'C++', code },
    });
    expect(await waitFinal(t.core.database.db, res.data.submitId)).toBe(JudgeStatus.WrongAnswer);
    return res.data.submitId;
  };
  const cases = (submitId: number, token?: string) =>
    t.call<typeof getAllCaseResult, Cases>(getAllCaseResult, { token, query: { submitId } });

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await startWorkers(t, sandbox);
  });

  it('the author and admins get bounded excerpts with the case data; others get none', async () => {
    const open = await createAbProblem(t, a.admin.token);
    const wa = await submit(a.user.token, open.problemId, AB_WRONG_CPP);

    const own = await cases(wa, a.user.token);
    const first = own.data!.judgeCaseList[0];
    expect(first.status).toBe(JudgeStatus.WrongAnswer);
    expect(first.detail).toEqual({
      input: { text: '1 2\n', bytes: 4, truncated: false },
      expected: { text: '3\n', bytes: 2, truncated: false },
      output: { text: '-1\n', bytes: 3, truncated: false },
    });
    // Stored CRLF test data is served as stored (LF).
    expect(own.data!.judgeCaseList[1].detail?.input?.text).toBe('10 20\n');

    const admin = await cases(wa, a.admin.token);
    expect(admin.data!.judgeCaseList[0].detail).toEqual(first.detail);
    // The raw columns stay inside the server.
    expect(admin.data!.judgeCaseList[0]).not.toHaveProperty('outputExcerpt');
    expect(admin.data!.judgeCaseList[0]).not.toHaveProperty('outputBytes');

    // Onlookers (signed in or not) see verdicts, never the test data.
    for (const token of [a.other.token, undefined]) {
      const seen = await cases(wa, token);
      expect(seen.data!.judgeCaseList).toHaveLength(3);
      for (const c of seen.data!.judgeCaseList) expect(c).not.toHaveProperty('detail');
    }

    const row = await t.core.database.db
      .selectFrom('judgeCase')
      .select(['outputExcerpt', 'outputBytes'])
      .where('submitId', '=', wa)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outputExcerpt: '-1\n', outputBytes: 3 });
  });

  it('a long output is kept only up to the bound and marked as cut', async () => {
    const open = await createAbProblem(t, a.admin.token);
    const flood = await submit(a.user.token, open.problemId, FLOOD_CPP);
    const out = (await cases(flood, a.user.token)).data!.judgeCaseList[0].detail!.output!;
    expect(out.truncated).toBe(true);
    expect(out.text).toBe('x'.repeat(CASE_EXCERPT_BYTES));
    expect(out.bytes).toBe(10000 + '3\n'.length);
    const stored = await t.core.database.db
      .selectFrom('judgeCase')
      .select('outputExcerpt')
      .where('submitId', '=', flood)
      .execute();
    for (const r of stored) expect(r.outputExcerpt!.length).toBeLessThanOrEqual(CASE_EXCERPT_BYTES);
  });

  it('open-case-result off: users get no case results at all, admins still get the details', async () => {
    const closed = await createAbProblem(t, a.admin.token, { openCaseResult: false });
    const wa = await submit(a.user.token, closed.problemId, AB_WRONG_CPP);
    const own = await cases(wa, a.user.token);
    expect(own.status).toBe(200);
    expect(own.data).toBeNull();
    const admin = await cases(wa, a.admin.token);
    expect(admin.data!.judgeCaseList[0].detail?.expected?.text).toBe('3\n');
    expect(admin.data!.judgeCaseList[0].detail?.output?.text).toBe('-1\n');
  });
});
