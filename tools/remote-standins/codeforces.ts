import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of Codeforces (and its Gym, same pages under /gym) for tests: the paths, forms
 * and JSON shapes the CF adapter uses, never the real site. Facts of the real protocol (the login
 * form at /enter with csrf_token, ftaa, bfaa, handleOrEmail, password; the submit form with
 * submittedProblemCode / submittedProblemIndex, programTypeId, source; the public API
 * /api/user.status and /api/contest.list and its verdict words) follow the public sources named
 * in the README's remote-judge note.
 *
 * Knobs for failures: the handle `captcha` gets a captcha page, `banned` a ban page, `slow` an
 * answer after `slowMs`; the password `wrong` is refused; problems of contest 500 answer 500.
 * A source line with `VERDICT:<AC|WA|TLE|MLE|RE|CE|PE|SE>` gets that verdict after `pollsBeforeVerdict`
 * status reads (SE: CRASHED, the site's own failure), `VERDICT:HANG` stays TESTING, `VERDICT:ODD`
 * ends with a verdict word nobody knows.
 */
export interface StandinOptions {
  port: number;
  host?: '127.0.0.1';
  pollsBeforeVerdict?: number;
  slowMs?: number;
  /** Answer 503 to /api/contest.list (the home page's contests when the site is down). */
  contestListDown?: boolean;
}

const WORDS: Record<string, string> = {
  AC: 'OK',
  WA: 'WRONG_ANSWER',
  TLE: 'TIME_LIMIT_EXCEEDED',
  MLE: 'MEMORY_LIMIT_EXCEEDED',
  RE: 'RUNTIME_ERROR',
  CE: 'COMPILATION_ERROR',
  PE: 'PRESENTATION_ERROR',
  SE: 'CRASHED',
  ODD: 'MYSTERY_VERDICT',
};

interface Submission {
  id: number;
  handle: string;
  contestId: number;
  index: string;
  verdict: string | null;
  reads: number;
  time: number;
  memory: number;
}

export interface CodeforcesStandin {
  url: string;
  close(): Promise<void>;
  /** Counters for tests: logins performed, submissions taken, contest list reads. */
  stats: { logins: number; submissions: number; contestListReads: number };
  options: StandinOptions;
}

export async function startStandin(opts: StandinOptions): Promise<CodeforcesStandin> {
  const sessions = new Map<string, string>(); // session cookie → handle
  const csrf = new Map<string, string>(); // session cookie → csrf token
  const subs: Submission[] = [];
  const stats = { logins: 0, submissions: 0, contestListReads: 0 };
  const polls = opts.pollsBeforeVerdict ?? 2;

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: Error) => send(res, 500, `<html>${err.message}</html>`));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://standin');
    const body = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : new URLSearchParams();
    let sid = /JSESSIONID=([a-f0-9]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (!sid) {
      sid = randomBytes(8).toString('hex');
      res.setHeader('set-cookie', `JSESSIONID=${sid}; Path=/; HttpOnly`);
    }
    const token = csrf.get(sid) ?? randomBytes(16).toString('hex');
    csrf.set(sid, token);
    const me = sessions.get(sid);
    const p = url.pathname;

    if (p === '/api/contest.list') {
      stats.contestListReads++;
      if (opts.contestListDown) return send(res, 503, 'down');
      const now = Math.floor(Date.now() / 1000);
      const gym = url.searchParams.get('gym') === 'true';
      return json(res, {
        status: 'OK',
        result: [
          {
            id: gym ? 100002 : 2001,
            name: 'Codeforces Round (Div. 2)',
            type: 'CF',
            phase: 'BEFORE',
            durationSeconds: 7200,
            startTimeSeconds: now + 86400,
          },
          {
            id: 1999,
            name: 'Educational Round',
            type: 'ICPC',
            phase: 'FINISHED',
            durationSeconds: 7200,
            startTimeSeconds: now - 86400,
          },
        ],
      });
    }
    if (p === '/api/user.status') {
      const handleName = url.searchParams.get('handle') ?? '';
      const count = Number(url.searchParams.get('count') ?? 10);
      const mine = subs
        .filter((s) => s.handle === handleName)
        .reverse()
        .slice(0, count);
      return json(res, { status: 'OK', result: mine.map(apiView) });
    }
    if (p === '/enter' && req.method === 'GET') return send(res, 200, loginPage(token));
    if (p === '/enter') {
      const handleName = body.get('handleOrEmail') ?? '';
      if (handleName === 'slow') await sleep(opts.slowMs ?? 5_000);
      if (body.get('csrf_token') !== token) return send(res, 403, '<html>Invalid CSRF token</html>');
      if (handleName === 'captcha')
        return send(res, 200, '<html><form><div class="captcha">Enter the captcha</div></form></html>');
      if (handleName === 'banned') return send(res, 200, '<html><div class="error">Your account has been blocked</div></html>');
      if (body.get('password') === 'wrong' || !handleName)
        return send(res, 200, `${loginPage(token)}<span class="error for__password">Invalid handle/email or password</span>`);
      stats.logins++;
      sessions.set(sid, handleName);
      res.writeHead(302, { location: '/' });
      return void res.end();
    }
    if (p === '/') return send(res, 200, page(me, '<div>Home</div>'));
    if (p === '/predownloaded/square.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(SQUARE_PNG);
    }

    const problem = /^\/(?:problemset\/problem\/(\d+)|gym\/(\d+)\/problem)\/([A-Z][0-9]?)$/.exec(p);
    if (problem) {
      const contestId = Number(problem[1] ?? problem[2]);
      if (contestId === 500) return send(res, 500, '<html>Internal Server Error</html>');
      if (contestId === 404) {
        res.writeHead(302, { location: '/problemset' });
        return void res.end();
      }
      return send(res, 200, page(me, problemHtml(contestId, problem[3])));
    }

    const submitPage = /^\/(problemset|gym\/(\d+))\/submit$/.exec(p);
    if (submitPage) {
      if (!me) {
        res.writeHead(302, { location: '/enter' });
        return void res.end();
      }
      if (req.method === 'GET')
        return send(
          res,
          200,
          page(me, `<form class="submit-form"><input type="hidden" name="csrf_token" value="${token}"/></form>`),
        );
      if ((url.searchParams.get('csrf_token') ?? body.get('csrf_token')) !== token)
        return send(res, 403, '<html>Invalid CSRF</html>');
      if (body.get('action') !== 'submitSolutionFormSubmitted') return send(res, 400, '<html>bad form</html>');
      let contestId: number;
      let index: string;
      if (submitPage[2]) {
        contestId = Number(submitPage[2]);
        index = body.get('submittedProblemIndex') ?? '';
      } else {
        const code = /^(\d+)([A-Z][0-9]?)$/.exec(body.get('submittedProblemCode') ?? '');
        if (!code) return send(res, 200, page(me, '<span class="error">No such problem</span>'));
        contestId = Number(code[1]);
        index = code[2];
      }
      if (contestId === 500) return send(res, 500, '<html>Internal Server Error</html>');
      const marker = /VERDICT:([A-Z]+)/.exec(body.get('source') ?? '')?.[1];
      const verdict = marker === 'HANG' ? null : (WORDS[marker ?? 'AC'] ?? 'OK');
      stats.submissions++;
      subs.push({
        id: 100000 + subs.length + 1,
        handle: me,
        contestId,
        index,
        verdict,
        reads: 0,
        time: 15 + subs.length,
        memory: 1024 * (100 + subs.length),
      });
      res.writeHead(302, { location: submitPage[2] ? `/gym/${contestId}/my` : '/problemset/status?my=on' });
      return void res.end();
    }
    if (p === '/data/judgeProtocol' && req.method === 'POST') {
      const s = subs.find((x) => String(x.id) === body.get('submissionId'));
      return json(res, s?.verdict === 'COMPILATION_ERROR' ? "program.cpp:1:1: error: expected ';' before '}' token" : '');
    }
    if (/^\/(problemset\/status|gym\/\d+\/my)$/.test(p))
      return send(res, 200, page(me, '<table class="status-frame-datatable"></table>'));
    return send(res, 404, '<html>Not found</html>');
  }

  /** The API view of a submission; a status read counts as a poll and moves it on. */
  function apiView(s: Submission) {
    s.reads++;
    const done = s.verdict !== null && s.reads > polls;
    return {
      id: s.id,
      contestId: s.contestId,
      creationTimeSeconds: Math.floor(Date.now() / 1000),
      problem: { contestId: s.contestId, index: s.index, name: 'Theatre Square' },
      author: { members: [{ handle: s.handle }] },
      programmingLanguage: 'GNU C++17',
      ...(done ? { verdict: s.verdict } : { verdict: 'TESTING' }),
      passedTestCount: done && s.verdict === 'OK' ? 10 : 0,
      timeConsumedMillis: done ? s.time : 0,
      memoryConsumedBytes: done ? s.memory : 0,
    };
  }

  await new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    options: opts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginPage(token: string): string {
  return `<html><body><form method="post" action="/enter" id="enterForm">
<input type="hidden" name="csrf_token" value="${token}"/><input type="hidden" name="action" value="enter"/>
<input type="hidden" name="ftaa" value=""/><input type="hidden" name="bfaa" value=""/>
<input name="handleOrEmail"/><input type="password" name="password"/><input type="checkbox" name="remember"/>
</form></body></html>`;
}

function page(handle: string | undefined, content: string): string {
  const header = handle
    ? `<div class="lang-chooser"><a href="/profile/${handle}">${handle}</a> | <a href="/${randomBytes(4).toString('hex')}/logout">Logout</a></div>`
    : '<div class="lang-chooser"><a href="/enter">Enter</a> | <a href="/register">Register</a></div>';
  return `<html><body>${header}<div id="pageContent">${content}</div></body></html>`;
}

function problemHtml(contestId: number, index: string): string {
  // Limits differ by contest so a re-import after a change can be seen (contest 2 answers 2 s / 128 MB).
  const seconds = contestId === 2 ? 2 : 1;
  const mb = contestId === 2 ? 128 : 256;
  return `<div class="problem-statement">
<div class="header"><div class="title">${index}. Theatre Square</div>
<div class="time-limit"><div class="property-title">time limit per test</div>${seconds} second${seconds > 1 ? 's' : ''}</div>
<div class="memory-limit"><div class="property-title">memory limit per test</div>${mb} megabytes</div>
<div class="input-file"><div class="property-title">input</div>standard input</div>
<div class="output-file"><div class="property-title">output</div>standard output</div></div>
<div><p>Theatre Square in the capital city of Berland has a rectangular shape with the size <i>n</i> × <i>m</i> meters.</p>
<p><img src="/predownloaded/square.png" alt="square"/></p></div>
<div class="input-specification"><div class="section-title">Input</div><p>The input contains three positive integer numbers <i>n</i>, <i>m</i> and <i>a</i>.</p></div>
<div class="output-specification"><div class="section-title">Output</div><p>Write the needed number of flagstones.</p></div>
<div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test">
<div class="input"><div class="title">Input</div><pre>6 6 4
</pre></div><div class="output"><div class="title">Output</div><pre>4
</pre></div></div></div>
<div class="note"><div class="section-title">Note</div><p>Flagstones may cover more than the square.</p></div>
</div>`;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, html: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

function json(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The PNG the problem page shows (a 1×1 image), served where CF keeps statement images. */
export const SQUARE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
