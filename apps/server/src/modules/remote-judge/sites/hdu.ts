import * as cheerio from 'cheerio';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { type RemoteAdapter, type RemoteProblem, type RemoteSession, RemoteFailure } from '../adapter';
import { fetchPage, htmlText, htmlToMarkdown, mapVerdict, siteLanguage, toKb, withBlankTail } from './site-common';

/**
 * HDU (acm.hdu.edu.cn). Facts from HOJ's HDUJudge/HDUProblemStrategy and Hydro's hduoj provider:
 * login form `username`/`userpass`/`login=Sign In` to /userloginex.php?action=login (302 when it
 * takes), submit form `check`/`problemid`/`language`/`_usercode` = base64(URL-encoded code) to
 * /submit.php?action=submit (302), the run id from /status.php?user=&pid=, the verdict row from
 * /status.php?first=<rid>, compile output in <pre> at /viewerror.php?rid=. Limits show as
 * "Time Limit: Java/Others MS  Memory Limit: Java/Others K"; we keep the Others figures.
 */
const VERDICTS: Record<string, JudgeStatusCode> = {
  Accepted: JudgeStatus.Accepted,
  'Wrong Answer': JudgeStatus.WrongAnswer,
  'Presentation Error': JudgeStatus.PresentationError,
  'Time Limit Exceeded': JudgeStatus.TimeLimitExceeded,
  'Memory Limit Exceeded': JudgeStatus.MemoryLimitExceeded,
  'Output Limit Exceeded': JudgeStatus.RuntimeError,
  'Runtime Error': JudgeStatus.RuntimeError,
  'Compilation Error': JudgeStatus.CompileError,
  'System Error': JudgeStatus.SystemError,
};
const PENDING = new Set(['Queuing', 'Submitted', 'Compiling', 'Running', 'Pending', 'Rejudging']);

/** HDU's language ids: 0 G++, 1 GCC, 2 C++ (MSVC), 3 C (MSVC), 4 Pascal, 5 Java, 6 C#. */
const LANGUAGES = { C: '1', 'C With O2': '1', 'C++': '0', 'C++ With O2': '0', Java: '5', 'C#': '6' };

async function login(session: RemoteSession): Promise<void> {
  const res = await fetchPage(
    session,
    '/userloginex.php?action=login',
    { form: { username: session.account.username, userpass: session.account.password, login: 'Sign In' }, manualRedirect: true },
    'login page',
  );
  if (res.status === 302) return;
  if (/verification code|captcha|vcode/i.test(res.text)) throw new RemoteFailure('captcha', 'HDU asks for a verification code');
  if (/banned|locked/i.test(res.text)) throw new RemoteFailure('banned', `HDU has banned ${session.account.username}`);
  if (/wrong password|no such user/i.test(res.text))
    throw new RemoteFailure('credentials', `HDU refused the password of ${session.account.username}`);
  throw new RemoteFailure('refused', `HDU did not log ${session.account.username} in (HTTP ${res.status})`);
}

function panels(html: string): Map<string, string> {
  const $ = cheerio.load(html);
  const out = new Map<string, string>();
  $('.panel_title').each((_, el) => {
    const content = $(el).nextAll('.panel_content').first();
    out.set($(el).text().trim(), content.html() ?? '');
  });
  return out;
}

async function fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem> {
  if (!/^[1-9]\d*$/.test(remoteId)) throw new RemoteFailure('notFound', `HDU problem ids are numbers, not ${remoteId}`);
  const path = `/showproblem.php?pid=${remoteId}`;
  const res = await fetchPage(session, path, {}, 'problem');
  const $ = cheerio.load(res.text);
  const title = $('h1').first().text().trim();
  if (!title) throw new RemoteFailure('notFound', `HDU has no problem ${remoteId}`);
  const text = $.root().text();
  const time = /Time Limit:\s*\d+\/(\d+)\s*MS/i.exec(text);
  const memory = /Memory Limit:\s*\d+\/(\d+)\s*K/i.exec(text);
  const p = panels(res.text);
  const pageUrl = new URL(path, session.baseUrl).toString();
  const images: string[] = [];
  const md = (name: string) => {
    const r = htmlToMarkdown(p.get(name) ?? '', pageUrl);
    for (const i of r.images) if (!images.includes(i)) images.push(i);
    return r.markdown;
  };
  const sampleText = (name: string) => htmlText(p.get(name) ?? '').trim();
  const input = sampleText('Sample Input');
  return {
    remoteId,
    title,
    description: md('Problem Description'),
    input: md('Input'),
    output: md('Output'),
    hint: md('Hint'),
    source: htmlText(p.get('Source') ?? '').trim(),
    timeLimitMs: time ? Number(time[1]) : 1000,
    memoryLimitMb: memory ? Math.floor(Number(memory[1]) / 1024) : 64,
    samples: input ? [{ input, output: sampleText('Sample Output') }] : [],
    images,
  };
}

async function submit(session: RemoteSession, remoteId: string, language: string, code: string) {
  const lang = siteLanguage(LANGUAGES, language, 'HDU');
  const usercode = Buffer.from(encodeURIComponent(withBlankTail(code))).toString('base64');
  const res = await fetchPage(
    session,
    '/submit.php?action=submit',
    { form: { check: '0', problemid: remoteId, language: lang, _usercode: usercode }, manualRedirect: true },
    'submit page',
  );
  if (res.status !== 302) {
    const why = /re-submit/i.test(res.text) ? 'a submission too soon after the last one' : 'the submission';
    throw new RemoteFailure('refused', `HDU refused ${why} of problem ${remoteId}`);
  }
  if (/userloginex/.test(res.headers.location ?? '')) throw new RemoteFailure('credentials', 'HDU logged the account out');
  const list = await fetchPage(
    session,
    `/status.php?first=&pid=${remoteId}&user=${encodeURIComponent(session.account.username)}`,
    {},
    'status page',
  );
  const runId = /<td height=22px>(\d+)/.exec(list.text)?.[1];
  if (!runId) throw new RemoteFailure('refused', `HDU shows no run of ${session.account.username} on ${remoteId}`);
  return { runId };
}

async function poll(session: RemoteSession, runId: string) {
  const res = await fetchPage(session, `/status.php?first=${runId}`, {}, 'status page');
  const $ = cheerio.load(res.text);
  const row = $('td')
    .filter((_, el) => $(el).text().trim() === runId)
    .first()
    .parent();
  const cells = row.children('td');
  if (cells.length < 6) throw new RemoteFailure('notFound', `HDU shows no run ${runId}`);
  const word = cells.eq(2).text().trim();
  if (PENDING.has(word)) return { done: false as const, state: word };
  const status = mapVerdict(VERDICTS, word.startsWith('Runtime Error') ? 'Runtime Error' : word, 'HDU');
  let message: string | undefined;
  if (status === JudgeStatus.CompileError) {
    const ce = await fetchPage(session, `/viewerror.php?rid=${runId}`, {}, 'compile output');
    message = cheerio.load(ce.text)('pre').first().text();
  } else if (status === JudgeStatus.RuntimeError && word !== 'Runtime Error') message = word;
  return {
    done: true as const,
    status,
    timeMs: Number.parseInt(cells.eq(4).text(), 10) || 0,
    memoryKb: toKb(cells.eq(5).text()),
    message,
  };
}

export const adapter: RemoteAdapter = {
  oj: 'HDU',
  defaultBaseUrl: 'https://acm.hdu.edu.cn',
  languages: LANGUAGES,
  login,
  async isLoggedIn(session) {
    const res = await fetchPage(session, '/index.php');
    return res.text.includes('userloginex.php?action=logout');
  },
  fetchProblem,
  submit,
  poll: (session, runId) => poll(session, runId),
};
