import { load } from 'cheerio';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import {
  type RemoteAdapter,
  type RemoteContest,
  RemoteFailure,
  type RemoteOj,
  type RemotePoll,
  type RemoteProblem,
  type RemoteSession,
} from '../adapter';
import { htmlToMarkdown } from '../html-markdown';

/**
 * Codeforces and its Gym (GYM uses CF accounts). Facts of the real site, from its public pages and
 * API documentation and from the remote judges of HOJ and Hydro: the login form at `/enter`
 * (csrf_token, action=enter, ftaa, bfaa, handleOrEmail, password, remember; success redirects
 * and the page shows a logout link), problem pages `/problemset/problem/{contest}/{index}` and
 * `/gym/{contest}/problem/{index}` (div.problem-statement with time-limit, memory-limit,
 * input/output-specification, sample-tests and note), the submit forms `/problemset/submit`
 * (submittedProblemCode) and `/gym/{contest}/submit` (submittedProblemIndex) with
 * action=submitSolutionFormSubmitted, programTypeId and source, the compile output at
 * POST `/data/judgeProtocol`, and the public JSON API `/api/user.status` and `/api/contest.list`.
 */

/** Verdict's language names → Codeforces programTypeId. */
const LANGUAGES: Record<string, string> = {
  C: '43',
  'C With O2': '43',
  'C++': '54',
  'C++ With O2': '54',
  'C++ 17': '54',
  'C++ 20': '89',
  Java: '87',
  Python3: '31',
  Python2: '7',
  PyPy3: '70',
  Golang: '32',
  'C#': '79',
  PHP: '6',
  Ruby: '67',
  Rust: '75',
  'JavaScript Node': '55',
};

/** The API's verdict words (Submission.verdict); TESTING and no verdict mean still judging. */
const VERDICTS: Record<string, JudgeStatusCode> = {
  OK: JudgeStatus.Accepted,
  WRONG_ANSWER: JudgeStatus.WrongAnswer,
  PRESENTATION_ERROR: JudgeStatus.PresentationError,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TimeLimitExceeded,
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.TimeLimitExceeded,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MemoryLimitExceeded,
  RUNTIME_ERROR: JudgeStatus.RuntimeError,
  SECURITY_VIOLATED: JudgeStatus.RuntimeError,
  CRASHED: JudgeStatus.SystemError,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SystemError,
  FAILED: JudgeStatus.SystemError,
  COMPILATION_ERROR: JudgeStatus.CompileError,
  CHALLENGED: JudgeStatus.WrongAnswer,
  SKIPPED: JudgeStatus.SystemError,
  REJECTED: JudgeStatus.SystemError,
  PARTIAL: JudgeStatus.PartialAccepted,
};
const JUDGING = new Set(['TESTING', 'SUBMITTED']);

/** `1A` → contest 1, index A; `1352G1` → 1352, G1; gym `100001A` likewise. */
export function splitProblemId(remoteId: string): { contestId: string; index: string } {
  const m = /^(\d+)([A-Za-z][A-Za-z0-9]?)$/.exec(remoteId.trim());
  if (!m) throw new RemoteFailure('notFound', `${remoteId} is not a Codeforces problem id (contest number and index, e.g. 1A)`);
  return { contestId: m[1], index: m[2].toUpperCase() };
}

function makeAdapter(oj: Extract<RemoteOj, 'CF' | 'GYM'>): RemoteAdapter {
  const gym = oj === 'GYM';
  const problemPath = (c: string, i: string) => (gym ? `/gym/${c}/problem/${i}` : `/problemset/problem/${c}/${i}`);

  async function check(session: RemoteSession, res: { status: number; text: string }, what: string) {
    if (res.status >= 500) throw new RemoteFailure('unavailable', `Codeforces answered ${res.status} to ${what}`);
    if (/captcha/i.test(res.text))
      throw new RemoteFailure('captcha', `Codeforces asks account ${session.account.username} for a captcha`);
    if (/has been blocked|is banned/i.test(res.text))
      throw new RemoteFailure('banned', `Codeforces has blocked account ${session.account.username}`);
  }

  async function csrfOf(session: RemoteSession, path: string): Promise<string> {
    const res = await session.request(path);
    await check(session, res, path);
    const token = load(res.text)('input[name="csrf_token"]').attr('value') ?? /data-csrf=['"]([^'"]+)/.exec(res.text)?.[1];
    if (!token) throw new RemoteFailure('unavailable', `Codeforces ${path} has no csrf token`);
    return token;
  }

  return {
    oj,
    defaultBaseUrl: 'https://codeforces.com',
    languages: LANGUAGES,

    async login(session) {
      const token = await csrfOf(session, '/enter');
      const res = await session.request('/enter', {
        form: {
          csrf_token: token,
          action: 'enter',
          ftaa: '',
          bfaa: '',
          handleOrEmail: session.account.username,
          password: session.account.password,
          remember: 'on',
        },
      });
      await check(session, res, 'the login');
      if (!/\/logout"/.test(res.text))
        throw new RemoteFailure(
          'credentials',
          `Codeforces refused the login of ${session.account.username} (wrong handle or password)`,
        );
    },

    async isLoggedIn(session) {
      const res = await session.request('/');
      return res.status === 200 && /\/logout"/.test(res.text);
    },

    async fetchProblem(session, remoteId) {
      const { contestId, index } = splitProblemId(remoteId);
      const res = await session.request(problemPath(contestId, index));
      await check(session, res, `problem ${remoteId}`);
      const $ = load(res.text);
      const st = $('.problem-statement');
      if (res.status === 404 || st.length === 0) throw new RemoteFailure('notFound', `Codeforces has no problem ${remoteId}`);
      const text = (sel: string) => st.find(sel).first().clone().children('.property-title').remove().end().text().trim();
      const seconds = parseFloat(text('.time-limit')) || 1;
      const mb = parseInt(text('.memory-limit'), 10) || 256;
      const base = new URL(res.url);
      const images: string[] = [];
      st.find('img').each((_, el) => {
        const src = $(el).attr('src');
        if (!src) return;
        const abs = new URL(src, base).toString();
        $(el).attr('src', abs);
        images.push(abs);
      });
      const section = (sel: string) => {
        const s = st.find(sel).first().clone();
        s.children('.section-title').remove();
        return s.length ? htmlToMarkdown(s.html() ?? '') : '';
      };
      const legend = st.children('div').eq(1);
      const samples: RemoteProblem['samples'] = [];
      const ins = st.find('.sample-test .input pre');
      const outs = st.find('.sample-test .output pre');
      ins.each((i, el) => {
        samples.push({ input: preText($(el).html() ?? ''), output: preText($(outs.get(i)).html() ?? '') });
      });
      return {
        remoteId: `${contestId}${index}`,
        title: st
          .find('.header .title')
          .first()
          .text()
          .replace(/^[A-Z][0-9]?\.\s*/, '')
          .trim(),
        description: htmlToMarkdown(legend.html() ?? ''),
        input: section('.input-specification'),
        output: section('.output-specification'),
        hint: section('.note'),
        source: gym ? `Codeforces Gym ${contestId}` : `Codeforces ${contestId}`,
        timeLimitMs: Math.round(seconds * 1000),
        memoryLimitMb: mb,
        samples,
        images: [...new Set(images)],
      };
    },

    async submit(session, remoteId, language, code) {
      const programTypeId = LANGUAGES[language];
      if (!programTypeId) throw new RemoteFailure('language', `Codeforces does not take ${language}`);
      const { contestId, index } = splitProblemId(remoteId);
      const path = gym ? `/gym/${contestId}/submit` : '/problemset/submit';
      const token = await csrfOf(session, path);
      const form: Record<string, string> = {
        csrf_token: token,
        ftaa: '',
        bfaa: '',
        action: 'submitSolutionFormSubmitted',
        programTypeId,
        // Trailing blanks make a resubmitted source differ: Codeforces refuses an identical one.
        source: `${code}\n${' '.repeat(1 + Math.floor(Math.random() * 8))}`,
        tabSize: '4',
        sourceFile: '',
        ...(gym ? { submittedProblemIndex: index } : { submittedProblemCode: `${contestId}${index}` }),
      };
      const before = await lastRunId(session);
      const res = await session.request(`${path}?csrf_token=${token}`, { form });
      await check(session, res, 'the submission');
      if (res.status === 403) throw new RemoteFailure('refused', 'Codeforces refused the submission (403)');
      const error = load(res.text)('.error').first().text().trim();
      if (error) throw new RemoteFailure('refused', `Codeforces refused the submission: ${error}`);
      const runId = await lastRunId(session);
      if (runId === null || runId === before) throw new RemoteFailure('refused', 'Codeforces did not list the submission');
      return { runId };
    },

    async poll(session, runId) {
      const res = await session.request(
        `/api/user.status?handle=${encodeURIComponent(session.account.username)}&from=1&count=20`,
      );
      if (res.status >= 500) throw new RemoteFailure('unavailable', `Codeforces answered ${res.status} to the status API`);
      const sub = parseApi<ApiSubmission[]>(res.text).find((s) => String(s.id) === runId);
      if (!sub) return { done: false, state: 'In queue' };
      if (!sub.verdict || JUDGING.has(sub.verdict)) return { done: false, state: sub.verdict ?? 'In queue' };
      const status = VERDICTS[sub.verdict];
      if (status === undefined) throw new RemoteFailure('unknownVerdict', `Codeforces answered the verdict word ${sub.verdict}`);
      const done: RemotePoll = {
        done: true,
        status,
        timeMs: sub.timeConsumedMillis ?? 0,
        memoryKb: Math.round((sub.memoryConsumedBytes ?? 0) / 1024),
      };
      if (status === JudgeStatus.CompileError) {
        const token = await csrfOf(session, '/').catch(() => '');
        const ce = await session.request('/data/judgeProtocol', { form: { submissionId: runId, csrf_token: token } });
        done.message = ce.status === 200 ? String(JSON.parse(ce.text || '""') || '') : '';
      }
      return done;
    },

    ...(gym
      ? {}
      : {
          async recentContests(session: RemoteSession): Promise<RemoteContest[]> {
            const res = await session.request('/api/contest.list?gym=false');
            if (res.status !== 200) throw new RemoteFailure('unavailable', `Codeforces answered ${res.status} to contest.list`);
            return parseApi<ApiContest[]>(res.text)
              .filter((c) => c.phase === 'BEFORE' || c.phase === 'CODING')
              .map((c) => ({
                title: c.name,
                url: new URL(`/contest/${c.id}`, session.baseUrl).toString(),
                startTime: new Date((c.startTimeSeconds ?? 0) * 1000).toISOString(),
                durationSeconds: c.durationSeconds,
              }));
          },
        }),
  };
}

interface ApiSubmission {
  id: number;
  verdict?: string;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
}
interface ApiContest {
  id: number;
  name: string;
  phase: string;
  durationSeconds: number;
  startTimeSeconds?: number;
}

async function lastRunId(session: RemoteSession): Promise<string | null> {
  const res = await session.request(`/api/user.status?handle=${encodeURIComponent(session.account.username)}&from=1&count=1`);
  if (res.status >= 500) throw new RemoteFailure('unavailable', `Codeforces answered ${res.status} to the status API`);
  const first = parseApi<ApiSubmission[]>(res.text)[0];
  return first ? String(first.id) : null;
}

function parseApi<T>(text: string): T {
  let body: { status?: string; result?: T; comment?: string };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new RemoteFailure('unavailable', 'Codeforces API answered something that is not JSON');
  }
  if (body.status !== 'OK' || body.result === undefined)
    throw new RemoteFailure('unavailable', `Codeforces API: ${body.comment ?? 'failed'}`);
  return body.result;
}

/** A sample's <pre>: lines may be divs (newer pages) or <br>. */
function preText(html: string): string {
  const text = load(`<pre>${html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/div>/gi, '\n')}</pre>`)('pre').text();
  return text.endsWith('\n') ? text : `${text}\n`;
}

export const cfAdapter = makeAdapter('CF');
export const gymAdapter = makeAdapter('GYM');
