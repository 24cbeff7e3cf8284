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
  json,
  redirect,
  startServer,
  token,
  usage,
  withTriggers,
} from './standin-common';

/**
 * A local AtCoder (atcoder.jp): a REVEL_SESSION cookie with a CSRF token printed in every page
 * (`var csrfToken = "…"` and a hidden `csrf_token`), login form `username`/`password`/`csrf_token`
 * to /login (302 to /home, or back to /login with a flash message), tasks at
 * /contests/<c>/tasks/<task>, submit form `data.TaskScreenName`/`data.LanguageId`/`sourceCode`
 * to /contests/<c>/submit (302 to /contests/<c>/submissions/me), the verdicts as JSON at
 * /contests/<c>/submissions/me/status/json?sids[]=<id>, compile output on the submission page,
 * the upcoming contests on /contests/. Task abc001_a is A+B; abc500_a answers 500; abc501_a is slow.
 */
export const ATCODER_TRIGGERS = { broken: 'abc500_a', slow: 'abc501_a' };

const LANGS: Record<string, string> = {
  '5001': 'C++ 20 (gcc 12.2)',
  '5017': 'C (gcc 12.2.0)',
  '5005': 'Java (OpenJDK 17)',
  '5055': 'Python (CPython 3.11.4)',
  '5002': 'Go (go 1.20.6)',
  '5003': 'C# 11.0 (.NET 7.0.7)',
};
const WORDS: Record<Submission['verdict'], [string, string]> = {
  AC: ['AC', 'Accepted'],
  WA: ['WA', 'Wrong Answer'],
  TLE: ['TLE', 'Time Limit Exceeded'],
  MLE: ['MLE', 'Memory Limit Exceeded'],
  RE: ['RE', 'Runtime Error'],
  CE: ['CE', 'Compilation Error'],
  // AtCoder has no presentation error: a wrong format is a wrong answer.
  PE: ['WA', 'Wrong Answer'],
  ODD: ['XX', 'Unheard Of'],
};

interface Visit {
  user?: string;
  csrf: string;
  flash?: string;
}

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const sessions = new Sessions();
  const visits = new Map<string, Visit>();
  const judge = new Judge(48_000_000, opts.pollsBeforeVerdict ?? 2);
  const contestStart = new Date(Date.now() + 3 * 24 * 3600_000);

  const page = (v: Visit, title: string, body: string) =>
    html(
      `<!DOCTYPE html><html><head><title>${title}</title><script>var userScreenName = "${v.user ?? ''}"; var csrfToken = "${v.csrf}";</script></head><body>${
        v.flash ? `<div class="alert alert-danger alert-dismissible">${v.flash}</div>` : ''
      }${body}</body></html>`,
    );

  const task = (v: Visit, c: string, t: string): Reply => {
    if (t !== 'abc001_a' && t !== ATCODER_TRIGGERS.slow) return html('<h1>404 Not Found</h1>', 404);
    const part = (h: string, content: string) => `<div class="part"><section><h3>${h}</h3>${content}</section></div>`;
    return page(
      v,
      `A - Sum - AtCoder Beginner Contest ${c.slice(3)}`,
      `<span class="h2">A - Sum</span><p>Time Limit: 2 sec / Memory Limit: 1024 MiB</p><hr/>
<div id="task-statement"><span class="lang"><span class="lang-ja">${part('問題文', '<p>和を出力せよ。</p>')}</span><span class="lang-en">
<p>Score : <var>100</var> points</p>
${part('Problem Statement', '<p>Print <var>A+B</var>.</p><p><img src="/img/other/abc001_a.png"></p>')}
${part('Constraints', '<ul><li><var>1 \\leq A, B \\leq 100</var></li></ul>')}
<div class="io-style">${part('Input', '<p>Input is given in the following format:</p><pre><var>A</var> <var>B</var>\n</pre>')}${part('Output', '<p>Print the sum.</p>')}</div>
${part('Sample Input 1', '<pre>1 2\n</pre>')}${part('Sample Output 1', '<pre>3\n</pre>')}
</span></span></div>`,
    );
  };

  const statusHtml = (s: Submission, phase: string): string => {
    if (phase !== 'done') {
      const label = phase === 'queued' ? 'WJ' : '1/3';
      return `<td colspan='3' class='text-center waiting-judge'><span class='label label-default' data-toggle='tooltip' title="Waiting for Judging">${label}</span></td>`;
    }
    const [word, long] = WORDS[s.verdict];
    const { timeMs, memoryKb } = usage(s);
    return `<td class='text-center'><span class='label label-${word === 'AC' ? 'success' : 'warning'}' data-toggle='tooltip' data-placement='top' title="${long}">${word}</span></td><td class='text-right'>${timeMs} ms</td><td class='text-right'>${memoryKb} KB</td>`;
  };

  const handle = (req: Req): Reply => {
    let sid = req.cookies.REVEL_SESSION;
    let v = sid ? visits.get(sid) : undefined;
    const headers: Record<string, string> = {};
    if (!v || !sid) {
      sid = sessions.open('');
      v = { csrf: token() };
      visits.set(sid, v);
      headers['set-cookie'] = `REVEL_SESSION=${sid}; Path=/; HttpOnly`;
    }
    const flash = v.flash;
    const out = route(req, v);
    if (flash && v.flash === flash) v.flash = undefined;
    return { ...out, headers: { ...out.headers, ...headers } };
  };

  const route = (req: Req, v: Visit): Reply => {
    const p = req.path.replace(/\/$/, '') || '/';
    if (p === '/home' || p === '/') return page(v, 'AtCoder', '<h1>AtCoder</h1>');
    if (p.startsWith('/img/')) return PNG_1PX;
    if (p === '/login' && req.method === 'GET')
      return page(
        v,
        'Sign In - AtCoder',
        `<form method="POST"><input type="hidden" name="csrf_token" value="${v.csrf}"/></form>`,
      );
    if (p === '/login') {
      if (req.form.get('csrf_token') !== v.csrf) return html('<h1>Bad Request</h1><p>Invalid CSRF token.</p>', 400);
      const username = req.form.get('username') ?? '';
      const check = checkAccount(username, req.form.get('password') ?? '');
      if (check === 'ok') {
        v.user = username;
        return redirect('/home');
      }
      v.flash = {
        captcha: 'Please complete the captcha (Cloudflare Turnstile) before signing in.',
        banned: 'This account has been suspended.',
        wrong: 'Username or Password is incorrect.',
      }[check];
      return redirect('/login');
    }
    if (p === '/contests') {
      const iso = contestStart.toISOString().slice(0, 16).replace(/[-:]/g, '');
      const local = new Date(contestStart.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      return page(
        v,
        'Contest - AtCoder',
        `<div id="contest-table-upcoming"><h3>Upcoming Contests</h3><div class="table-responsive"><table class="table table-default table-striped table-hover table-condensed table-bordered small"><thead><tr><th>Start Time</th><th>Contest Name</th><th>Duration</th><th>Rated Range</th></tr></thead><tbody>
<tr><td class="text-center"><a href="http://www.timeanddate.com/worldclock/fixedtime.html?iso=${iso}&p1=248" target="blank"><time class="fixtime fixtime-full">${local}+0900</time></a></td><td><span aria-hidden="true" data-toggle="tooltip" title="Algorithm">Ⓐ</span> <span class="user-blue">◉</span> <a href="/contests/abc999">AtCoder Beginner Contest 999</a></td><td class="text-center">01:40</td><td class="text-center"> - 1999</td></tr>
</tbody></table></div></div>`,
      );
    }
    const m =
      /^\/contests\/([\w-]+)\/(tasks\/([\w-]+)|submit|submissions\/me\/status\/json|submissions\/me|submissions\/(\d+))$/.exec(p);
    if (!m) return html('<h1>404 Not Found</h1>', 404);
    const [, contest, what, taskId, subId] = m;
    if (taskId) return task(v, contest, taskId);
    if (!v.user) return redirect('/login');
    if (what === 'submit' && req.method === 'GET')
      return page(v, 'Submit', `<form method="POST"><input type="hidden" name="csrf_token" value="${v.csrf}"/></form>`);
    if (what === 'submit') {
      if (req.form.get('csrf_token') !== v.csrf) return html('<p>Invalid CSRF token.</p>', 400);
      const t = req.form.get('data.TaskScreenName') ?? '';
      const lang = LANGS[req.form.get('data.LanguageId') ?? ''];
      if (t !== 'abc001_a' || !lang) {
        v.flash = 'Invalid task or language.';
        return redirect(`/contests/${contest}/submit`);
      }
      judge.add(v.user, t, lang, req.form.get('sourceCode') ?? '');
      return redirect(`/contests/${contest}/submissions/me`);
    }
    if (what === 'submissions/me') {
      const rows = judge
        .list((s) => s.user === v.user)
        .map(
          (s) =>
            `<tr><td class="no-break"><time class="fixtime fixtime-second">${s.submittedAt.toISOString()}</time></td><td><a href="/contests/${contest}/tasks/${s.problem}">A - Sum</a></td><td><a href="/users/${s.user}">${s.user}</a></td><td>${s.language}</td><td class="text-right submission-score" data-id="${s.id}">0</td><td class="text-right">${s.code.length} Byte</td>${statusHtml(s, judge.phase(s))}<td class="text-center"><a href="/contests/${contest}/submissions/${s.id}">Detail</a></td></tr>`,
        )
        .join('');
      return page(
        v,
        'My Submissions',
        `<table class="table table-bordered table-striped small th-center"><tbody>${rows}</tbody></table>`,
      );
    }
    if (what === 'submissions/me/status/json') {
      const result: Record<string, { Html: string; Score: string }> = {};
      let waiting = false;
      for (const id of req.query.getAll('sids[]')) {
        const s = judge.get(Number(id));
        if (!s || s.user !== v.user) continue;
        const phase = judge.poll(s);
        waiting ||= phase !== 'done';
        result[id] = { Html: statusHtml(s, phase), Score: phase === 'done' && s.verdict === 'AC' ? '100' : '0' };
      }
      return json(waiting ? { Result: result, Interval: 2500 } : { Result: result });
    }
    const s = judge.get(Number(subId));
    if (!s) return html('<h1>404 Not Found</h1>', 404);
    const ce = s.verdict === 'CE' && judge.phase(s) === 'done';
    return page(
      v,
      `Submission #${s.id}`,
      `<h4>Source Code</h4><pre id="submission-code">${escapeHtml(s.code)}</pre>${ce ? `<h4>Compile Error</h4><pre>${escapeHtml(COMPILE_ERROR_TEXT)}</pre>` : ''}`,
    );
  };

  const problemOf = (req: Req) => /\/tasks\/([\w-]+)/.exec(req.path)?.[1] ?? req.form.get('data.TaskScreenName') ?? undefined;
  return startServer(opts, withTriggers(ATCODER_TRIGGERS, problemOf, opts.slowMs ?? 3000, handle));
}
