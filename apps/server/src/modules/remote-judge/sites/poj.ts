import * as cheerio from 'cheerio';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { type RemoteAdapter, type RemoteProblem, type RemoteSession, RemoteFailure } from '../adapter';
import { fetchPage, htmlText, htmlToMarkdown, mapVerdict, siteLanguage, toKb, withBlankTail } from './site-common';

/**
 * POJ (poj.org). Facts from HOJ's POJJudge/POJProblemStrategy and Hydro's poj provider: login form
 * `user_id1`/`password1`/`B1=login`/`url=.` to /login, then the home page shows the user and
 * "Log Out" when it took; submit form `problem_id`/`language`/`source` (base64, `encoded=1`)/`submit`
 * to /submit, "Error Occurred" when refused; the run id is the first row of
 * /status?problem_id=&user_id=, its verdict the first row of /status?top=<rid+1> (Result, Memory
 * "164K", Time "0MS"), compile output at /showcompileinfo?solution_id=. Statement sections are
 * `p.pst` titles followed by `div.ptx` / `pre.sio`; limits "<b>Time Limit:</b> 1000MS", "10000K".
 */
const VERDICTS: Record<string, JudgeStatusCode> = {
  Accepted: JudgeStatus.Accepted,
  'Presentation Error': JudgeStatus.PresentationError,
  'Wrong Answer': JudgeStatus.WrongAnswer,
  'Time Limit Exceeded': JudgeStatus.TimeLimitExceeded,
  'Memory Limit Exceeded': JudgeStatus.MemoryLimitExceeded,
  'Output Limit Exceeded': JudgeStatus.RuntimeError,
  'Runtime Error': JudgeStatus.RuntimeError,
  'Compile Error': JudgeStatus.CompileError,
  'System Error': JudgeStatus.SystemError,
  'Validator Error': JudgeStatus.SystemError,
};
const PENDING = new Set(['Waiting', 'Compiling', 'Running & Judging', 'Queuing']);

/** POJ's language ids: 0 G++, 1 GCC, 2 Java, 3 Pascal, 4 C++ (MSVC), 5 C (MSVC), 6 Fortran. */
const LANGUAGES = { C: '1', 'C With O2': '1', 'C++': '0', 'C++ With O2': '0', Java: '2' };

async function isLoggedIn(session: RemoteSession): Promise<boolean> {
  const home = await fetchPage(session, '/');
  return home.text.includes('Log Out') && home.text.includes(session.account.username);
}

async function login(session: RemoteSession): Promise<void> {
  const { username, password } = session.account;
  const res = await fetchPage(
    session,
    '/login',
    { form: { user_id1: username, password1: password, B1: 'login', url: '.' }, manualRedirect: true },
    'login page',
  );
  if (res.status === 302 && (await isLoggedIn(session))) return;
  if (/captcha/i.test(res.text)) throw new RemoteFailure('captcha', 'POJ asks for a captcha');
  if (/disabled|banned/i.test(res.text)) throw new RemoteFailure('banned', `POJ has disabled ${username}`);
  if (/password|no such user/i.test(res.text) || res.status === 302)
    throw new RemoteFailure('credentials', `POJ refused the password of ${username}`);
  throw new RemoteFailure('refused', `POJ did not log ${username} in (HTTP ${res.status})`);
}

async function fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem> {
  if (!/^[1-9]\d*$/.test(remoteId)) throw new RemoteFailure('notFound', `POJ problem ids are numbers, not ${remoteId}`);
  const path = `/problem?id=${remoteId}`;
  const res = await fetchPage(session, path, {}, 'problem');
  const $ = cheerio.load(res.text);
  const title = $('.ptt').first().text().trim();
  if (!title) throw new RemoteFailure('notFound', `POJ has no problem ${remoteId}`);
  const text = $('.plm').text();
  const time = /Time Limit:\s*(\d+)\s*MS/i.exec(text);
  const memory = /Memory Limit:\s*(\d+)\s*K/i.exec(text);
  const sections = new Map<string, string>();
  $('p.pst').each((_, el) => {
    sections.set($(el).text().trim(), $(el).next().html() ?? '');
  });
  const pageUrl = new URL(path, session.baseUrl).toString();
  const images: string[] = [];
  const md = (name: string) => {
    const r = htmlToMarkdown(sections.get(name) ?? '', pageUrl);
    for (const i of r.images) if (!images.includes(i)) images.push(i);
    return r.markdown;
  };
  const input = htmlText(sections.get('Sample Input') ?? '').trim();
  return {
    remoteId,
    title,
    description: md('Description'),
    input: md('Input'),
    output: md('Output'),
    hint: md('Hint'),
    source: htmlText(sections.get('Source') ?? '').trim(),
    timeLimitMs: time ? Number(time[1]) : 1000,
    memoryLimitMb: memory ? Math.floor(Number(memory[1]) / 1024) : 64,
    samples: input ? [{ input, output: htmlText(sections.get('Sample Output') ?? '').trim() }] : [],
    images,
  };
}

async function submit(session: RemoteSession, remoteId: string, language: string, code: string) {
  const lang = siteLanguage(LANGUAGES, language, 'POJ');
  const source = Buffer.from(withBlankTail(code)).toString('base64');
  const res = await fetchPage(
    session,
    '/submit',
    { form: { problem_id: remoteId, language: lang, source, submit: 'Submit', encoded: '1' }, manualRedirect: true },
    'submit page',
  );
  if (res.status !== 302 || res.text.includes('Error Occurred')) {
    const why = cheerio.load(res.text)('li').first().text().trim();
    throw new RemoteFailure(/login/i.test(why) ? 'credentials' : 'refused', `POJ refused the submission: ${why || res.status}`);
  }
  const user = encodeURIComponent(session.account.username);
  const list = await fetchPage(session, `/status?problem_id=${remoteId}&user_id=${user}&result=&language=${lang}`);
  const runId = /<tr align=center><td>(\d+)/.exec(list.text)?.[1];
  if (!runId) throw new RemoteFailure('refused', `POJ shows no run of ${session.account.username} on ${remoteId}`);
  return { runId };
}

async function poll(session: RemoteSession, runId: string) {
  const res = await fetchPage(session, `/status?top=${Number(runId) + 1}`, {}, 'status page');
  const $ = cheerio.load(res.text);
  const cells = $('tr[align=center]:not(.in)').first().children('td');
  if (cells.eq(0).text().trim() !== runId) throw new RemoteFailure('notFound', `POJ shows no run ${runId}`);
  const word = cells.eq(3).text().trim();
  if (PENDING.has(word)) return { done: false as const, state: word };
  const status = mapVerdict(VERDICTS, word, 'POJ');
  let message: string | undefined;
  if (status === JudgeStatus.CompileError) {
    const ce = await fetchPage(session, `/showcompileinfo?solution_id=${runId}`, {}, 'compile output');
    message = cheerio.load(ce.text)('pre').first().text();
  }
  return {
    done: true as const,
    status,
    timeMs: Number.parseInt(cells.eq(5).text(), 10) || 0,
    memoryKb: toKb(cells.eq(4).text()),
    message,
  };
}

export const adapter: RemoteAdapter = {
  oj: 'POJ',
  defaultBaseUrl: 'http://poj.org',
  languages: LANGUAGES,
  login,
  isLoggedIn,
  fetchProblem,
  submit,
  poll: (session, runId) => poll(session, runId),
};
