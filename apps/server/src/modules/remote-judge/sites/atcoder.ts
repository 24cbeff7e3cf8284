import * as cheerio from 'cheerio';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { type RemoteAdapter, type RemoteContest, type RemoteProblem, type RemoteSession, RemoteFailure } from '../adapter';
import { fetchPage, htmlText, htmlToMarkdown, mapVerdict, siteLanguage, toKb, toMs } from './site-common';

/**
 * AtCoder (atcoder.jp). Facts from HOJ's AtCoderJudge/AtCoderProblemStrategy: the CSRF token
 * printed as `var csrfToken = "…"` on /login, login form `username`/`password`/`csrf_token`
 * (302 when it takes), submit form `data.TaskScreenName`/`data.LanguageId`/`sourceCode`/`csrf_token`
 * to /contests/<c>/submit (302; a 200 page says "Wait for N second"), the run id from the "Detail"
 * links of the submissions list, the verdict abbreviations (AC WA TLE MLE RE CE OLE IE QLE, WJ/WR
 * waiting), "<n> ms" / "<n> KB", compile output under <h4>Compile Error</h4>, the 2023 language ids,
 * "Time Limit: 2 sec / Memory Limit: 1024 MB" and the contest id as the task id's prefix. The
 * /contests/<c>/submissions/me/status/json?sids[]= answer (Result → id → Html) and the upcoming
 * contests table (#contest-table-upcoming) are from the public site's own pages.
 */
const VERDICTS: Record<string, JudgeStatusCode> = {
  AC: JudgeStatus.Accepted,
  WA: JudgeStatus.WrongAnswer,
  TLE: JudgeStatus.TimeLimitExceeded,
  MLE: JudgeStatus.MemoryLimitExceeded,
  RE: JudgeStatus.RuntimeError,
  OLE: JudgeStatus.RuntimeError,
  QLE: JudgeStatus.RuntimeError,
  CE: JudgeStatus.CompileError,
  IE: JudgeStatus.SystemError,
};
const PENDING = /^(WJ|WR|Judging|\d+\/\d+|\d+\s+\w+)$/;

/** AtCoder's 2023 language ids: 5001 C++ 20 (gcc 12.2), 5017 C (gcc 12.2.0), 5005 Java (OpenJDK 17), … */
const LANGUAGES = {
  C: '5017',
  'C With O2': '5017',
  'C++': '5001',
  'C++ With O2': '5001',
  Java: '5005',
  Python3: '5055',
  Golang: '5002',
  'C#': '5003',
};

function contestOf(remoteId: string): string {
  const m = /^([a-z0-9-]+)_[a-z0-9]+$/i.exec(remoteId);
  if (!m) throw new RemoteFailure('notFound', `AtCoder task ids look like abc001_a, not ${remoteId}`);
  return m[1];
}

function csrfOf(text: string): string {
  const token = /var csrfToken = "([^"]*)"/.exec(text)?.[1] ?? cheerio.load(text)('input[name=csrf_token]').attr('value');
  if (!token) throw new RemoteFailure('refused', 'AtCoder sent no CSRF token');
  return token;
}

async function isLoggedIn(session: RemoteSession): Promise<boolean> {
  const res = await fetchPage(session, '/home');
  return /var userScreenName = "[^"]+"/.test(res.text);
}

async function login(session: RemoteSession): Promise<void> {
  const form = await fetchPage(session, '/login', {}, 'login page');
  const { username, password } = session.account;
  const res = await fetchPage(
    session,
    '/login',
    { form: { username, password, csrf_token: csrfOf(form.text) }, manualRedirect: true },
    'login page',
  );
  const back = res.status === 302 && /\/login/.test(res.headers.location ?? '');
  if (res.status === 302 && !back) return;
  const page = back ? (await fetchPage(session, '/login', {}, 'login page')).text : res.text;
  const alert = cheerio.load(page)('.alert').text().trim();
  if (/captcha|turnstile/i.test(alert)) throw new RemoteFailure('captcha', 'AtCoder asks for a captcha');
  if (/suspend|banned|frozen/i.test(alert)) throw new RemoteFailure('banned', `AtCoder has suspended ${username}`);
  if (/incorrect/i.test(alert)) throw new RemoteFailure('credentials', `AtCoder refused the password of ${username}`);
  throw new RemoteFailure('refused', `AtCoder did not log ${username} in: ${alert || `HTTP ${res.status}`}`);
}

async function fetchProblem(session: RemoteSession, remoteId: string): Promise<RemoteProblem> {
  const path = `/contests/${contestOf(remoteId)}/tasks/${remoteId}`;
  const res = await fetchPage(session, path, {}, 'task');
  const $ = cheerio.load(res.text);
  const title = $('span.h2').first().contents().first().text().trim() || $('title').text().split(' - ')[1] || remoteId;
  const limits = /Time Limit:\s*([\d.]+)\s*sec\s*\/\s*Memory Limit:\s*([\d.]+)\s*(MiB|MB|KiB|KB)/.exec($.root().text());
  const root = $('#task-statement .lang-en').length ? $('#task-statement .lang-en') : $('#task-statement');
  const sections = new Map<string, string>();
  root.find('section').each((_, el) => {
    const h = $(el).children('h3').first();
    const name = h.text().trim();
    h.remove();
    sections.set(name, $(el).html() ?? '');
  });
  const pageUrl = new URL(path, session.baseUrl).toString();
  const images: string[] = [];
  const md = (...names: string[]) =>
    names
      .filter((n) => sections.has(n))
      .map((n) => {
        const r = htmlToMarkdown(sections.get(n) ?? '', pageUrl);
        for (const i of r.images) if (!images.includes(i)) images.push(i);
        return names.length > 1 && n !== names[0] ? `### ${n}\n\n${r.markdown}` : r.markdown;
      })
      .join('\n\n');
  const samples: RemoteProblem['samples'] = [];
  for (let i = 1; sections.has(`Sample Input ${i}`); i++) {
    const pre = (name: string) =>
      htmlText(
        cheerio
          .load(sections.get(name) ?? '')('pre')
          .first()
          .html() ?? '',
      ).trim();
    samples.push({ input: pre(`Sample Input ${i}`), output: pre(`Sample Output ${i}`) });
  }
  return {
    remoteId,
    title,
    description: md('Problem Statement', 'Constraints'),
    input: md('Input'),
    output: md('Output'),
    hint: '',
    source: $('title').text().split(' - ').slice(2).join(' - ').trim(),
    timeLimitMs: limits ? toMs(limits[1], 's') : 2000,
    memoryLimitMb: limits ? Math.floor(toKb(`${limits[2]} ${limits[3][0]}`) / 1024) : 1024,
    samples,
    images,
  };
}

async function submit(session: RemoteSession, remoteId: string, language: string, code: string) {
  const lang = siteLanguage(LANGUAGES, language, 'AtCoder');
  const contest = contestOf(remoteId);
  const form = await fetchPage(session, `/contests/${contest}/submit`, {}, 'submit page');
  const res = await fetchPage(
    session,
    `/contests/${contest}/submit`,
    {
      form: { 'data.TaskScreenName': remoteId, 'data.LanguageId': lang, sourceCode: code, csrf_token: csrfOf(form.text) },
      manualRedirect: true,
    },
    'submit page',
  );
  const to = res.headers.location ?? '';
  if (res.status !== 302 || !to.includes('/submissions/me')) {
    const wait = /Wait for (\d+) second/.exec(res.text)?.[1];
    if (/\/login/.test(to)) throw new RemoteFailure('credentials', 'AtCoder logged the account out');
    throw new RemoteFailure(
      'refused',
      wait ? `AtCoder asks to wait ${wait} s between submissions` : `AtCoder refused the submission`,
    );
  }
  const list = await fetchPage(session, `/contests/${contest}/submissions/me`, {}, 'submissions');
  const runId = new RegExp(`/contests/${contest}/submissions/(\\d+)"[^>]*>Detail<`).exec(list.text)?.[1];
  if (!runId) throw new RemoteFailure('refused', `AtCoder shows no submission of ${session.account.username}`);
  return { runId };
}

async function poll(session: RemoteSession, runId: string, remoteId: string) {
  const contest = contestOf(remoteId);
  const res = await fetchPage(session, `/contests/${contest}/submissions/me/status/json?reload=true&sids[]=${runId}`);
  let body: { Result?: Record<string, { Html?: string }> };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    throw new RemoteFailure('unavailable', 'AtCoder answered the status with something other than JSON');
  }
  const cell = body.Result?.[runId]?.Html;
  if (cell === undefined) throw new RemoteFailure('notFound', `AtCoder shows no submission ${runId}`);
  const $ = cheerio.load(`<table><tr>${cell}</tr></table>`);
  const word = $('span.label').first().text().trim();
  if (PENDING.test(word)) return { done: false as const, state: word };
  const status = mapVerdict(VERDICTS, word, 'AtCoder');
  const cells = $('td');
  let message: string | undefined;
  if (status === JudgeStatus.CompileError) {
    const page = await fetchPage(session, `/contests/${contest}/submissions/${runId}`, {}, 'submission');
    const $p = cheerio.load(page.text);
    message = $p('h4')
      .filter((_, el) => $p(el).text().trim() === 'Compile Error')
      .nextAll('pre')
      .first()
      .text();
  }
  return {
    done: true as const,
    status,
    timeMs: Number.parseInt(cells.eq(1).text(), 10) || 0,
    memoryKb: toKb(cells.eq(2).text()),
    message,
  };
}

async function recentContests(session: RemoteSession): Promise<RemoteContest[]> {
  const res = await fetchPage(session, '/contests/', {}, 'contest list');
  const $ = cheerio.load(res.text);
  const out: RemoteContest[] = [];
  $('#contest-table-upcoming tbody tr').each((_, tr) => {
    const cells = $(tr).children('td');
    const when = cells.eq(0).find('time').text().trim();
    const link = cells.eq(1).find('a[href^="/contests/"]').first();
    const duration = /^(\d+):(\d+)$/.exec(cells.eq(2).text().trim());
    const start = new Date(when.replace(' ', 'T').replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
    if (!link.length || Number.isNaN(start.getTime()) || !duration) return;
    out.push({
      title: link.text().trim(),
      url: new URL(link.attr('href') ?? '', session.baseUrl).toString(),
      startTime: start.toISOString(),
      durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60,
    });
  });
  return out;
}

export const adapter: RemoteAdapter = {
  oj: 'AC',
  defaultBaseUrl: 'https://atcoder.jp',
  languages: LANGUAGES,
  login,
  isLoggedIn,
  fetchProblem,
  submit,
  poll,
  recentContests,
};
