import * as cheerio from 'cheerio';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { type RemoteAdapter, type RemoteProblem, type RemoteSession, RemoteFailure } from '../adapter';
import { fetchPage, htmlText, htmlToMarkdown, mapVerdict, siteLanguage, toKb, toMs } from './site-common';

/**
 * SPOJ (www.spoj.com). Facts from HOJ's SPOJJudge/SPOJProblemStrategy and Hydro's spoj provider:
 * login form `login_user`/`password`/`autologin=1`/`submit=Log In` to /login/, a logged-in page
 * shows the `fa-sign-out` icon; submit form `problemcode`/`lang`/`file` to /submit/complete/
 * answering the run id in `newSubmissionId` ("Wrong problem code!", "submit in this language for
 * this problem" when refused); the run at /status/ns=<id> as `#statusres_<id>` with `status`
 * (11 CE, 12 RE, 13 TLE, 14 WA, 15 AC) and `final="1"`, time in seconds, memory "5.3M"; compile
 * output at /error/<id>; #problem-name "CODE - Title", limits "1s" (or a range "1s-2s") and "1536MB";
 * HOJ's language ids (44 C++14, 11 C, 10 Java, 116 Python 3, 114 Go, 27 C#, 4 Python 2).
 */
const VERDICTS: Record<string, JudgeStatusCode> = {
  '11': JudgeStatus.CompileError,
  '12': JudgeStatus.RuntimeError,
  '13': JudgeStatus.TimeLimitExceeded,
  '14': JudgeStatus.WrongAnswer,
  '15': JudgeStatus.Accepted,
  '20': JudgeStatus.SystemError,
};

const LANGUAGES = {
  C: '11',
  'C With O2': '11',
  'C++': '44',
  'C++ With O2': '44',
  Java: '10',
  Python3: '116',
  Python2: '4',
  Golang: '114',
  'C#': '27',
};

async function isLoggedIn(session: RemoteSession): Promise<boolean> {
  const res = await fetchPage(session, '/');
  return res.text.includes('fa-sign-out');
}

async function login(session: RemoteSession): Promise<void> {
  const { username, password } = session.account;
  const res = await fetchPage(
    session,
    '/login/',
    { form: { login_user: username, password, autologin: '1', submit: 'Log In' }, manualRedirect: true },
    'login page',
  );
  if (res.status === 302) return;
  if (/recaptcha|captcha/i.test(res.text)) throw new RemoteFailure('captcha', 'SPOJ asks for a captcha');
  if (/blocked|banned/i.test(res.text)) throw new RemoteFailure('banned', `SPOJ has blocked ${username}`);
  if (/Authentication failed/i.test(res.text)) throw new RemoteFailure('credentials', `SPOJ refused the password of ${username}`);
  throw new RemoteFailure('refused', `SPOJ did not log ${username} in (HTTP ${res.status})`);
}

/** "Input:" … "Output:" inside the Example <pre>. */
function examples(html: string): RemoteProblem['samples'] {
  const text = htmlText(cheerio.load(html)('pre').first().html() ?? '');
  const m = /Input:?\s*\n([\s\S]*?)\n\s*Output:?\s*\n([\s\S]*)$/i.exec(text);
  return m ? [{ input: m[1].trim(), output: m[2].trim() }] : [];
}

async function fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem> {
  if (!/^[A-Z0-9_]+$/.test(remoteId)) throw new RemoteFailure('notFound', `SPOJ problem codes are upper case, not ${remoteId}`);
  const path = `/problems/${remoteId}/`;
  const res = await fetchPage(session, path, {}, 'problem');
  const $ = cheerio.load(res.text);
  const name = $('#problem-name').text().trim();
  if (!name) throw new RemoteFailure('notFound', `SPOJ has no problem ${remoteId}`);
  const meta = new Map<string, string>();
  $('#problem-meta tr').each((_, tr) => {
    meta.set($(tr).children('td').eq(0).text().trim().replace(/:$/, ''), $(tr).children('td').eq(1).text().trim());
  });
  // The body is one block: the description, then <h3> sections (Input, Output, Example, …).
  const sections = new Map<string, string>([['', '']]);
  let current = '';
  $('#problem-body')
    .contents()
    .each((_, node) => {
      if (node.type === 'tag' && node.name === 'h3') {
        current = $(node).text().trim();
        sections.set(current, '');
      } else sections.set(current, (sections.get(current) ?? '') + $.html(node));
    });
  const pageUrl = new URL(path, session.baseUrl).toString();
  const images: string[] = [];
  const md = (html: string) => {
    const r = htmlToMarkdown(html, pageUrl);
    for (const i of r.images) if (!images.includes(i)) images.push(i);
    return r.markdown;
  };
  const known = new Set(['', 'Input', 'Output', 'Example', 'Examples']);
  const rest = [...sections].filter(([k]) => !known.has(k)).map(([k, v]) => `### ${k}\n\n${md(v)}`);
  const time = /([\d.]+)s$/.exec(meta.get('Time limit') ?? '');
  const memory = /([\d.]+)\s*MB/i.exec(meta.get('Memory limit') ?? '');
  return {
    remoteId,
    title: name.startsWith(`${remoteId} - `) ? name.slice(remoteId.length + 3) : name,
    description: md(sections.get('') ?? ''),
    input: md(sections.get('Input') ?? ''),
    output: md(sections.get('Output') ?? ''),
    hint: rest.join('\n\n'),
    source: meta.get('Resource') ?? '',
    timeLimitMs: time ? toMs(time[1], 's') : 1000,
    memoryLimitMb: memory ? Math.floor(Number(memory[1])) : 1536,
    samples: examples(sections.get('Example') ?? sections.get('Examples') ?? ''),
    images,
  };
}

async function submit(session: RemoteSession, remoteId: string, language: string, code: string) {
  const lang = siteLanguage(LANGUAGES, language, 'SPOJ');
  const res = await fetchPage(
    session,
    '/submit/complete/',
    { form: { problemcode: remoteId, lang, file: code, submit: 'Submit!' }, manualRedirect: true },
    'submit page',
  );
  if (res.status === 302) throw new RemoteFailure('credentials', 'SPOJ logged the account out');
  if (res.text.includes('Wrong problem code!')) throw new RemoteFailure('notFound', `SPOJ has no problem ${remoteId}`);
  if (res.text.includes('submit in this language'))
    throw new RemoteFailure('language', `SPOJ does not take ${language} for ${remoteId}`);
  if (/solution is too long/i.test(res.text)) throw new RemoteFailure('refused', 'SPOJ refused the code as too long');
  const runId = cheerio.load(res.text)('input[name=newSubmissionId]').attr('value');
  if (!runId) throw new RemoteFailure('refused', `SPOJ did not take the submission of ${remoteId}`);
  return { runId };
}

async function poll(session: RemoteSession, runId: string) {
  const res = await fetchPage(session, `/status/ns=${runId}`, {}, 'status page');
  const $ = cheerio.load(res.text);
  const cell = $(`#statusres_${runId}`);
  if (!cell.length) throw new RemoteFailure('notFound', `SPOJ shows no run ${runId}`);
  const word = cell.contents().first().text().trim();
  if (cell.attr('final') !== '1') return { done: false as const, state: word };
  const status = mapVerdict(VERDICTS, cell.attr('status') ?? '', 'SPOJ');
  const time = $(`#statustime_${runId}`).text().trim();
  const memory = $(`#statusmem_${runId}`).text().trim();
  let message: string | undefined;
  if (status === JudgeStatus.CompileError) {
    const ce = await fetchPage(session, `/error/${runId}`, {}, 'compile output');
    message = cheerio.load(ce.text)('pre').first().text();
  } else if (status === JudgeStatus.RuntimeError) message = word;
  return {
    done: true as const,
    status,
    timeMs: time === '-' ? 0 : toMs(time, 's'),
    memoryKb: memory === '-' ? 0 : toKb(memory),
    message,
  };
}

export const adapter: RemoteAdapter = {
  oj: 'SPOJ',
  defaultBaseUrl: 'https://www.spoj.com',
  languages: LANGUAGES,
  login,
  isLoggedIn,
  fetchProblem,
  submit,
  poll: (session, runId) => poll(session, runId),
};
