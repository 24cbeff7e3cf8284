import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { type RemoteAdapter, type RemoteProblem, type RemoteSession, RemoteFailure } from '../adapter';
import { absoluteMarkdown, fetchPage, mapVerdict, siteLanguage } from './site-common';

/**
 * LibreOJ (loj.ac, its API at api.loj.ac). Facts from HOJ's LibreJudge/LibreProblemStrategy: JSON
 * POSTs to /api/auth/login (`{ token }` or `{ error }`), /api/problem/getProblem with `displayId`,
 * locale, samples and judgeInfo (title and Markdown `contentSections`, `samples[].inputData/
 * outputData`, `judgeInfo.timeLimit/memoryLimit` in ms / MiB), /api/submission/submit with
 * `Authorization: Bearer <token>` and `{ problemId, content: { language, code,
 * compileAndRunOptions } }` → `{ submissionId }`, /api/submission/getSubmissionDetail →
 * `meta.status` (Pending, Accepted, WrongAnswer, CompilationError, …), `timeUsed`, `memoryUsed`
 * and the compile message; the compile options per language. /api/auth/getSessionInfo?token= (to
 * check a kept token) is from the public site's own front end.
 */
const VERDICTS: Record<string, JudgeStatusCode> = {
  Accepted: JudgeStatus.Accepted,
  PartiallyCorrect: JudgeStatus.PartialAccepted,
  WrongAnswer: JudgeStatus.WrongAnswer,
  CompilationError: JudgeStatus.CompileError,
  RuntimeError: JudgeStatus.RuntimeError,
  TimeLimitExceeded: JudgeStatus.TimeLimitExceeded,
  MemoryLimitExceeded: JudgeStatus.MemoryLimitExceeded,
  OutputLimitExceeded: JudgeStatus.RuntimeError,
  FileError: JudgeStatus.RuntimeError,
  JudgementFailed: JudgeStatus.SystemError,
  ConfigurationError: JudgeStatus.SystemError,
  SystemError: JudgeStatus.SystemError,
  Canceled: JudgeStatus.Cancelled,
};

const OPTIONS: Record<string, { language: string; compileAndRunOptions: Record<string, string> }> = {
  'cpp-O0': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '0', m: '64' } },
  'cpp-O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
  'c-O0': { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '0', m: '64' } },
  'c-O2': { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '2', m: '64' } },
  java: { language: 'java', compileAndRunOptions: {} },
  python3: { language: 'python', compileAndRunOptions: { version: '3.10' } },
  python2: { language: 'python', compileAndRunOptions: { version: '2.7' } },
  go: { language: 'go', compileAndRunOptions: { version: '1.x' } },
  csharp: { language: 'csharp', compileAndRunOptions: { version: '9' } },
};
const LANGUAGES = {
  C: 'c-O0',
  'C With O2': 'c-O2',
  'C++': 'cpp-O0',
  'C++ With O2': 'cpp-O2',
  Java: 'java',
  Python3: 'python3',
  Python2: 'python2',
  Golang: 'go',
  'C#': 'csharp',
};

/** The API token of each session's account (LibreOJ answers a token, not a cookie). */
const tokens = new WeakMap<RemoteSession, string>();

type ApiAnswer = Record<string, unknown> & { error?: string };

async function api(session: RemoteSession, path: string, body: unknown, what: string): Promise<ApiAnswer> {
  const token = tokens.get(session);
  const res = await fetchPage(
    session,
    `/api/${path}`,
    { method: 'POST', json: body, headers: token ? { authorization: `Bearer ${token}` } : {} },
    what,
  );
  try {
    return JSON.parse(res.text) as ApiAnswer;
  } catch {
    throw new RemoteFailure('unavailable', `LibreOJ answered the ${what} with something other than JSON`);
  }
}

async function login(session: RemoteSession): Promise<void> {
  const { username, password } = session.account;
  const res = await api(session, 'auth/login', { username, password }, 'login');
  const error = res.error ?? '';
  if (typeof res.token === 'string' && !error) {
    tokens.set(session, res.token);
    return;
  }
  if (/CAPTCHA/i.test(error)) throw new RemoteFailure('captcha', 'LibreOJ asks for a captcha');
  if (/BANNED|BLOCKED/i.test(error)) throw new RemoteFailure('banned', `LibreOJ has banned ${username}`);
  if (/WRONG_PASSWORD|NO_SUCH_USER/.test(error))
    throw new RemoteFailure('credentials', `LibreOJ refused the password of ${username}`);
  throw new RemoteFailure('refused', `LibreOJ did not log ${username} in: ${error || 'no token'}`);
}

async function isLoggedIn(session: RemoteSession): Promise<boolean> {
  const token = tokens.get(session);
  if (!token) return false;
  const res = await fetchPage(session, `/api/auth/getSessionInfo?token=${encodeURIComponent(token)}`);
  return res.text.includes('"userMeta"');
}

interface LojProblem {
  meta: { id: number; displayId: number };
  localizedContentsOfLocale: { title: string; contentSections: Array<{ sectionTitle: string; type: string; text?: string }> };
  samples?: Array<{ inputData: string; outputData: string }>;
  judgeInfo?: { timeLimit?: number; memoryLimit?: number };
}

async function getProblem(session: RemoteSession, remoteId: string): Promise<LojProblem> {
  if (!/^[1-9]\d*$/.test(remoteId)) throw new RemoteFailure('notFound', `LibreOJ problem ids are numbers, not ${remoteId}`);
  const res = await api(
    session,
    'problem/getProblem',
    { displayId: Number(remoteId), localizedContentsOfLocale: 'zh_CN', samples: true, judgeInfo: true },
    'problem',
  );
  if (res.error || !res.meta) throw new RemoteFailure('notFound', `LibreOJ has no problem ${remoteId} (${res.error ?? 'empty'})`);
  return res as unknown as LojProblem;
}

async function fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem> {
  const p = await getProblem(session, remoteId);
  const text = p.localizedContentsOfLocale.contentSections.filter((s) => s.type === 'Text');
  const pick = (re: RegExp) => text.find((s) => re.test(s.sectionTitle));
  const input = pick(/输入|input/i);
  const output = pick(/输出|output/i);
  const description = text.find((s) => s !== input && s !== output);
  const hint = text.filter((s) => s !== input && s !== output && s !== description);
  // Relative links in a statement are relative to the site (loj.ac), not to its API host.
  const pageUrl = new URL(`/p/${remoteId}`, session.baseUrl.replace('//api.', '//')).toString();
  const images: string[] = [];
  const md = (s: { text?: string } | undefined) => {
    const r = absoluteMarkdown(s?.text?.trim() ?? '', pageUrl);
    for (const i of r.images) if (!images.includes(i)) images.push(i);
    return r.markdown;
  };
  return {
    remoteId,
    title: p.localizedContentsOfLocale.title,
    description: md(description),
    input: md(input),
    output: md(output),
    hint: hint.map((s) => `### ${s.sectionTitle}\n\n${md(s)}`.trim()).join('\n\n'),
    source: `LibreOJ ${remoteId}`,
    timeLimitMs: p.judgeInfo?.timeLimit ?? 1000,
    memoryLimitMb: p.judgeInfo?.memoryLimit ?? 256,
    samples: (p.samples ?? []).map((s) => ({ input: s.inputData.trim(), output: s.outputData.trim() })),
    images,
  };
}

async function submit(session: RemoteSession, remoteId: string, language: string, code: string) {
  const options = OPTIONS[siteLanguage(LANGUAGES, language, 'LibreOJ')];
  // The submit API takes the problem's inner id, not the number people see.
  const { meta } = await getProblem(session, remoteId);
  const res = await api(
    session,
    'submission/submit',
    { problemId: meta.id, content: { ...options, code }, uploadInfo: null },
    'submit',
  );
  if (res.submissionId !== undefined && !res.error) return { runId: String(res.submissionId) };
  if (res.error === 'PERMISSION_DENIED') throw new RemoteFailure('credentials', 'LibreOJ did not take the account token');
  if (res.error === 'INVALID_LANGUAGE') throw new RemoteFailure('language', `LibreOJ does not take ${language}`);
  throw new RemoteFailure('refused', `LibreOJ refused the submission: ${res.error ?? 'no id'}`);
}

async function poll(session: RemoteSession, runId: string) {
  const res = await api(session, 'submission/getSubmissionDetail', { submissionId: runId, locale: 'zh_CN' }, 'submission');
  if (res.error) throw new RemoteFailure('notFound', `LibreOJ shows no submission ${runId} (${res.error})`);
  const meta = (res.meta ?? {}) as { status?: string; timeUsed?: number | null; memoryUsed?: number | null };
  const progress = (res.progress ?? {}) as { progressType?: string; compile?: { message?: string } };
  if (!meta.status || meta.status === 'Pending') return { done: false as const, state: progress.progressType ?? 'Pending' };
  const status = mapVerdict(VERDICTS, meta.status, 'LibreOJ');
  // eslint-disable-next-line no-control-regex
  const message = progress.compile?.message?.replace(/\u001b\[[0-9;]*[a-zA-Z]/g, '') || undefined;
  return { done: true as const, status, timeMs: meta.timeUsed ?? 0, memoryKb: meta.memoryUsed ?? 0, message };
}

export const adapter: RemoteAdapter = {
  oj: 'LIBRE',
  defaultBaseUrl: 'https://api.loj.ac',
  languages: LANGUAGES,
  login,
  isLoggedIn,
  fetchProblem,
  submit,
  poll: (session, runId) => poll(session, runId),
};
