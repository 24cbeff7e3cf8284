import {
  COMPILE_ERROR_TEXT,
  Judge,
  PNG_1PX,
  type Reply,
  type Req,
  type Standin,
  type StandinOptions,
  type Submission,
  checkAccount,
  json,
  startServer,
  token,
  usage,
  withTriggers,
} from './standin-common';

/**
 * A local LibreOJ API (api.loj.ac): JSON in, JSON out, errors as `{ "error": "…" }` with HTTP 200.
 * POST /api/auth/login → `{ token }`; GET /api/auth/getSessionInfo?token= → `{ userMeta }` or `{}`;
 * POST /api/problem/getProblem `{ displayId, … }` → meta, localized title and Markdown sections,
 * samples, judgeInfo (ms, MiB); POST /api/submission/submit with `Authorization: Bearer <token>`
 * `{ problemId (meta.id), content: { language, code, compileAndRunOptions } }` → `{ submissionId }`;
 * POST /api/submission/getSubmissionDetail `{ submissionId }` → meta.status, timeUsed, memoryUsed,
 * progress.compile.message. Problem 1 is A+B (meta.id 11); 500 answers 500; 501 is slow.
 */
export const LIBRE_TRIGGERS = { broken: '500', slow: '501' };

const STATUS: Record<Submission['verdict'], string> = {
  AC: 'Accepted',
  WA: 'WrongAnswer',
  TLE: 'TimeLimitExceeded',
  MLE: 'MemoryLimitExceeded',
  RE: 'RuntimeError',
  CE: 'CompilationError',
  // LibreOJ has no presentation error: a wrong format is a wrong answer.
  PE: 'WrongAnswer',
  ODD: 'SomethingNew',
};
const LANGS = new Set(['cpp', 'c', 'java', 'python', 'go', 'csharp', 'rust', 'pascal', 'kotlin']);

const PROBLEM = {
  meta: { id: 11, displayId: 1, type: 'Traditional', isPublic: true },
  localizedContentsOfLocale: {
    locale: 'zh_CN',
    title: 'A + B Problem',
    contentSections: [
      { sectionTitle: '题目描述', type: 'Text', text: '输入两个整数 $a, b$，输出它们的和。\n\n![sum](/images/a-plus-b.png)' },
      { sectionTitle: '输入格式', type: 'Text', text: '一行两个整数 $a, b$。' },
      { sectionTitle: '输出格式', type: 'Text', text: '一行一个整数，$a + b$ 的值。' },
      { sectionTitle: '样例', type: 'Sample', sampleId: 0, text: '' },
      { sectionTitle: '数据范围与提示', type: 'Text', text: '$|a|, |b| \\le 10^9$。' },
    ],
  },
  samples: [{ inputData: '1 2\n', outputData: '3\n' }],
  judgeInfo: { timeLimit: 1000, memoryLimit: 256, runSamples: true },
  tagsOfLocale: [{ id: 1, color: 'red', name: '模板' }],
};

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const tokens = new Map<string, string>();
  const judge = new Judge(1_900_000, opts.pollsBeforeVerdict ?? 2);
  const handle = (req: Req): Reply => {
    const p = req.path;
    const body = req.json;
    if (p.startsWith('/images/')) return PNG_1PX;
    if (p === '/api/auth/login' && req.method === 'POST') {
      const username = String(body.username ?? '');
      const check = checkAccount(username, String(body.password ?? ''));
      if (check === 'captcha') return json({ error: 'RECAPTCHA_REQUIRED' });
      if (check === 'banned') return json({ error: 'USER_BANNED' });
      if (check === 'wrong') return json({ error: 'WRONG_PASSWORD' });
      const t = token();
      tokens.set(t, username);
      return json({ token: t, username });
    }
    if (p === '/api/auth/getSessionInfo') {
      const user = tokens.get(req.query.get('token') ?? '');
      return json(user ? { userMeta: { id: 1, username: user }, joinedGroupsCount: 0 } : {});
    }
    if (p === '/api/problem/getProblem' && req.method === 'POST') {
      const id = String(body.displayId ?? body.id ?? '');
      return json(id === '1' || id === '11' || id === LIBRE_TRIGGERS.slow ? PROBLEM : { error: 'NO_SUCH_PROBLEM' });
    }
    if (p === '/api/submission/submit' && req.method === 'POST') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return json({ error: 'PERMISSION_DENIED' });
      const content = (body.content ?? {}) as { language?: string; code?: string };
      if (body.problemId !== PROBLEM.meta.id) return json({ error: 'NO_SUCH_PROBLEM' });
      if (!LANGS.has(content.language ?? '')) return json({ error: 'INVALID_LANGUAGE' });
      const s = judge.add(user, '1', content.language ?? '', content.code ?? '');
      return json({ submissionId: s.id });
    }
    if (p === '/api/submission/getSubmissionDetail' && req.method === 'POST') {
      const s = judge.get(Number(body.submissionId));
      if (!s) return json({ error: 'NO_SUCH_SUBMISSION' });
      const phase = judge.poll(s);
      const done = phase === 'done';
      const { timeMs, memoryKb } = usage(s);
      return json({
        meta: {
          id: s.id,
          isPublic: true,
          codeLanguage: s.language,
          answerSize: s.code.length,
          score: done && s.verdict === 'AC' ? 100 : 0,
          status: done ? STATUS[s.verdict] : 'Pending',
          submitTime: s.submittedAt.toISOString(),
          timeUsed: done ? timeMs : null,
          memoryUsed: done ? memoryKb : null,
        },
        content: { language: s.language, code: s.code },
        progress: done
          ? {
              progressType: 'Finished',
              status: STATUS[s.verdict],
              compile: {
                success: s.verdict !== 'CE',
                message: s.verdict === 'CE' ? `\u001b[1m${COMPILE_ERROR_TEXT}\u001b[0m` : '',
              },
            }
          : { progressType: phase === 'queued' ? 'Preparing' : 'Running' },
      });
    }
    return json({ statusCode: 404, message: `Cannot ${req.method} ${p}`, error: 'Not Found' }, 404);
  };
  const problemOf = (req: Req) => (req.path === '/api/problem/getProblem' ? String(req.json.displayId ?? '') : undefined);
  return startServer(opts, withTriggers(LIBRE_TRIGGERS, problemOf, opts.slowMs ?? 3000, handle));
}
