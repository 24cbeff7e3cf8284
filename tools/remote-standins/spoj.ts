import {
  COMPILE_ERROR_TEXT,
  Judge,
  PNG_1PX,
  type Reply,
  type Req,
  Sessions,
  type Standin,
  type StandinOptions,
  type Submission,
  checkAccount,
  escapeHtml,
  html,
  redirect,
  startServer,
  usage,
  withTriggers,
} from './standin-common';

/**
 * A local SPOJ (www.spoj.com): login form `login_user`/`password`/`autologin`/`submit` to /login/
 * (302 home with the SPOJ cookie, "Authentication failed!" otherwise), problems at
 * /problems/<CODE>/ (#problem-name, #problem-meta limits "1s" / "1536MB", #problem-body), submit
 * form `problemcode`/`lang`/`file` to /submit/complete/ answering `newSubmissionId`, the run at
 * /status/ns=<id> (`#statusres_<id>` with `status` and `final` attributes, "0.01" s, "5.3M"),
 * compile output at /error/<id>. TEST is the echo problem; BROKEN answers 500; SLOW is slow.
 */
export const SPOJ_TRIGGERS = { broken: 'BROKEN', slow: 'SLOW' };

/** SPOJ's result codes and words; it has no memory-limit or presentation word (SIGKILL, wrong answer). */
const RESULTS: Record<Submission['verdict'], [number, string]> = {
  AC: [15, 'accepted'],
  WA: [14, 'wrong answer'],
  TLE: [13, 'time limit exceeded'],
  MLE: [12, 'runtime error (SIGKILL)'],
  RE: [12, 'runtime error (SIGSEGV)'],
  CE: [11, 'compilation error'],
  PE: [14, 'wrong answer'],
  ODD: [99, 'judge fault'],
};
const LANGS: Record<string, string> = {
  '44': 'C++14',
  '11': 'C',
  '10': 'Java',
  '116': 'Python3',
  '114': 'Go',
  '27': 'C#',
  '4': 'Python',
};

const page = (title: string, body: string, user?: string) =>
  html(
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><nav>${
      user
        ? `<a href="/users/${user}/">${user}</a> <a href="/logout"><span class="fa fa-sign-out fa-fw"></span> Log out</a>`
        : '<a href="/login/"><span class="fa fa-sign-in fa-fw"></span> Sign in</a>'
    }</nav>${body}</body></html>`,
  );

function problemPage(code: string, user?: string): Reply {
  if (code !== 'TEST' && code !== SPOJ_TRIGGERS.slow) return redirect('/problems/main/');
  return page(
    'SPOJ.com - Problem TEST',
    `<div class="col-lg-10"><h2 id="problem-name" class="text-center">TEST - Life, the Universe, and Everything</h2>
<div id="problem-tags"></div>
<div id="problem-body"><p>Your program is to use the brute-force approach in order to <em>find the Answer to Life, the Universe, and Everything.</em></p><p><img src="/content/test.png" alt="42"></p>
<h3>Input</h3><p>Integers, one per line.</p>
<h3>Output</h3><p>Rewrite small numbers from input to output. Stop after reading in the number 42.</p>
<h3>Example</h3><pre><strong>Input:</strong>
1
2
88
42
99

<strong>Output:</strong>
1
2
88
</pre></div>
<div class="text-center"></div></div>
<div class="col-lg-2"><table id="problem-meta" class="probleminfo"><tbody>
<tr><td>Added by:</td><td><a href="/users/mima">Michał Małafiejski</a></td></tr>
<tr><td>Date:</td><td>2004-05-01</td></tr><tr><td>Time limit:</td><td>1s</td></tr>
<tr><td>Source limit:</td><td>50000B</td></tr><tr><td>Memory limit:</td><td>1536MB</td></tr>
<tr><td>Cluster:</td><td>Cube (Intel G860)</td></tr><tr><td>Languages:</td><td>All</td></tr>
<tr><td>Resource:</td><td>Douglas Adams</td></tr></tbody></table></div>`,
    user,
  );
}

function statusPage(judge: Judge, s: Submission, user?: string): Reply {
  const phase = judge.poll(s);
  const final = phase === 'done';
  const [code, word] = final ? RESULTS[s.verdict] : [0, phase === 'queued' ? 'waiting..' : 'running 1..'];
  const { timeMs, memoryKb } = usage(s);
  const time = final && s.verdict !== 'CE' ? (timeMs / 1000).toFixed(2) : '-';
  const mem = final && s.verdict !== 'CE' ? `${(memoryKb / 1024).toFixed(1)}M` : '-';
  return page(
    'SPOJ.com - Status',
    `<table class="problems table newstatus"><tbody><tr class="kol1">
<td class="statustext text-center"><a href="/status/ns=${s.id}">${s.id}</a></td>
<td class="status_sm"><span>${s.submittedAt.toISOString().slice(0, 19).replace('T', ' ')}</span></td>
<td class="sproblem"><a href="/problems/${s.problem}/">${s.problem}</a></td>
<td class="statusres text-center" id="statusres_${s.id}" status="${code}" final="${final ? 1 : 0}">${word}${
      final && s.verdict === 'CE' ? ` <span class="small"><a href="/error/${s.id}">edit</a></span>` : ''
    }</td>
<td class="stime text-center" id="statustime_${s.id}"><a href="/files/src/${s.id}/">${time}</a></td>
<td class="smemory statusres text-center" id="statusmem_${s.id}">${mem}</td>
<td class="slang text-center"><span>${s.language}</span></td></tr></tbody></table>`,
    user,
  );
}

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const sessions = new Sessions();
  const judge = new Judge(33_000_000, opts.pollsBeforeVerdict ?? 2);
  const handle = (req: Req): Reply => {
    const user = sessions.user(req.cookies.SPOJ);
    const p = req.path;
    if (p === '/') return page('Sphere Online Judge (SPOJ)', '<h1>SPOJ</h1>', user);
    if (p.startsWith('/content/')) return PNG_1PX;
    const problem = /^\/problems\/([A-Z0-9_]+)\/?$/.exec(p);
    if (problem) return problemPage(problem[1], user);
    if (p === '/problems/main/') return page('SPOJ.com - Problems', '<h1>Classical problems</h1>', user);
    if (p === '/login/' && req.method === 'POST') {
      const username = req.form.get('login_user') ?? '';
      switch (checkAccount(username, req.form.get('password') ?? '')) {
        case 'captcha':
          return page(
            'SPOJ.com - Login',
            '<form><div class="g-recaptcha" data-sitekey="x"></div>Please solve the captcha.</form>',
          );
        case 'banned':
          return page('SPOJ.com - Login', '<div class="alert alert-danger">Your account has been blocked.</div>');
        case 'wrong':
          return page(
            'SPOJ.com - Login',
            '<div class="alert alert-danger">Authentication failed! <a href="/forgot">Forgot your password?</a></div>',
          );
        default:
          return redirect('/', { 'set-cookie': `SPOJ=${sessions.open(username)}; path=/; HttpOnly` });
      }
    }
    if (p === '/submit/complete/' && req.method === 'POST') {
      if (!user) return redirect('/login/');
      const code = req.form.get('problemcode') ?? '';
      const lang = LANGS[req.form.get('lang') ?? ''];
      if (code !== 'TEST') return page('SPOJ.com - Submit', '<p>Wrong problem code!</p>', user);
      if (!lang) return page('SPOJ.com - Submit', '<p>You cannot submit in this language for this problem.</p>', user);
      const s = judge.add(user, code, lang, req.form.get('file') ?? '');
      return page(
        'SPOJ.com - Submitted',
        `<h3>Solution submitted!</h3><form name="form" method="post" action="/status/"><input type="hidden" name="newSubmissionId" value="${s.id}"/></form>`,
        user,
      );
    }
    const ns = /^\/status\/ns=(\d+)\/?$/.exec(p);
    if (ns) {
      const s = judge.get(Number(ns[1]));
      return s ? statusPage(judge, s, user) : page('SPOJ.com - Status', '<table class="problems table newstatus"></table>', user);
    }
    const err = /^\/error\/(\d+)\/?$/.exec(p);
    if (err) {
      const s = judge.get(Number(err[1]));
      const text = s?.verdict === 'CE' ? escapeHtml(COMPILE_ERROR_TEXT) : '';
      return page('SPOJ.com - Error', `<div align="left"><pre><small>${text}</small></pre></div>`, user);
    }
    return html('<h1>Not Found</h1>', 404);
  };
  const problemOf = (req: Req) => /^\/problems\/([A-Z0-9_]+)/.exec(req.path)?.[1] ?? req.form.get('problemcode') ?? undefined;
  return startServer(opts, withTriggers(SPOJ_TRIGGERS, problemOf, opts.slowMs ?? 3000, handle));
}
