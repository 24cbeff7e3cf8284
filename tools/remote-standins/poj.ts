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
 * A local POJ (poj.org): JSP pages declared GBK, JSESSIONID cookie, login form `user_id1`/`password1`
 * /`B1`/`url` to /login, submit form `problem_id`/`language`/`source` (base64 with `encoded=1`) to
 * /submit, the run list at /status (`top=` pages downwards), compile output at /showcompileinfo.
 * Problem 1000 is A+B; 5000 answers 500; 5001 answers after `slowMs`.
 */
export const POJ_TRIGGERS = { broken: '5000', slow: '5001' };

const WORDS: Record<Submission['verdict'], string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RE: 'Runtime Error',
  CE: 'Compile Error',
  PE: 'Presentation Error',
  ODD: 'Validator Glitch',
};
const LANGS = ['G++', 'GCC', 'Java', 'Pascal', 'C++', 'C', 'Fortran'];

const page = (title: string, body: string, user?: string) =>
  html(
    `<html><head><meta http-equiv="Content-Type" content="text/html; charset=GB2312"><title>${title}</title></head><body>
<table width=100%><tr><td>${
      user
        ? `<a href=userstatus?user_id=${user}><b>${user}</b></a> <a href=login?action=logout&url=%2F>Log Out</a>`
        : '<form method=POST action=login><input name=user_id1><input type=password name=password1><input type=submit name=B1 value=login></form>'
    }</td></tr></table>${body}</body></html>`,
    200,
    {},
    'GB2312',
  );

function problemPage(id: string, user?: string): Reply {
  if (id !== '1000' && id !== POJ_TRIGGERS.slow) {
    return page('Error', `<li>Can not find problem (ID:${escapeHtml(id)})</li>`, user);
  }
  const pst = (title: string, content: string, tag = 'div', cls = 'ptx') =>
    `<p class="pst">${title}</p><${tag} class="${cls}" lang="en-US">${content}</${tag}>`;
  return page(
    '1000 -- A+B Problem',
    `<table border=0 width=100% background="images/table_back.jpg"><tr><td>
<div class="ptt" lang="en-US">A+B Problem</div>
<div class="plm"><table align=center><tr><td><b>Time Limit:</b> 1000MS</td><td width="10px"></td><td><b>Memory Limit:</b> 10000K</td></tr>
<tr><td><b>Total Submissions:</b> 1</td><td width="10px"></td><td><b>Accepted:</b> 1</td></tr></table></div>
${pst('Description', 'Calculate a+b<br><img src="images/1000/sum.png">')}${pst('Input', 'Two integer a,b (0&lt;=a,b&lt;=10)')}${pst('Output', 'Output a+b')}${pst('Sample Input', '1 2', 'pre', 'sio')}${pst('Sample Output', '3', 'pre', 'sio')}${pst('Hint', 'Q: Where are the input and the output?')}${pst('Source', '<a href="searchproblem?field=source&key=POJ">POJ</a>')}
</td></tr></table>`,
    user,
  );
}

function statusRow(judge: Judge, s: Submission, advance: boolean): string {
  const phase = advance ? judge.poll(s) : judge.phase(s);
  const done = phase === 'done';
  const { timeMs, memoryKb } = usage(s);
  let word = phase === 'queued' ? 'Waiting' : phase === 'running' ? 'Running &amp; Judging' : WORDS[s.verdict];
  word = `<font color=${done && s.verdict === 'AC' ? 'blue' : 'red'}>${word}</font>`;
  if (done && s.verdict === 'CE') word = `<a href=showcompileinfo?solution_id=${s.id} target=_blank>${word}</a>`;
  const figures = done && s.verdict !== 'CE' ? `<td>${memoryKb}K</td><td>${timeMs}MS</td>` : '<td></td><td></td>';
  return `<tr align=center><td>${s.id}</td><td><a href=userstatus?user_id=${s.user}>${s.user}</a></td><td><a href=problem?id=${s.problem}>${s.problem}</a></td><td>${word}</td>${figures}<td><a href=showsource?solution_id=${s.id} target=_blank>${s.language}</a></td><td>${s.code.length}B</td><td>${s.submittedAt.toISOString().slice(0, 19).replace('T', ' ')}</td></tr>`;
}

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const sessions = new Sessions();
  const judge = new Judge(25_000_000, opts.pollsBeforeVerdict ?? 2);
  const handle = (req: Req): Reply => {
    const user = sessions.user(req.cookies.JSESSIONID);
    if (req.path === '/') return page('Welcome To PKU JudgeOnline', '<h2>Welcome</h2>', user);
    if (req.path.startsWith('/images/')) return PNG_1PX;
    if (req.path === '/problem') return problemPage(req.query.get('id') ?? '', user);
    if (req.path === '/login' && req.method === 'POST') {
      const username = req.form.get('user_id1') ?? '';
      switch (checkAccount(username, req.form.get('password1') ?? '')) {
        case 'captcha':
          return page('Error', '<p>Please enter the captcha shown below.</p><img src="/captcha.jpg">');
        case 'banned':
          return page('Error', '<p>Error Occurred</p><li>Your account has been disabled.</li>');
        case 'wrong':
          return page('Error', '<p>Error Occurred</p><li>Password is not correct</li>');
        default:
          return redirect('/', { 'set-cookie': `JSESSIONID=${sessions.open(username)}; Path=/` });
      }
    }
    if (req.path === '/submit' && req.method === 'POST') {
      if (!user) return page('Error', '<p>Error Occurred</p><li>Please login first.</li>');
      const pid = req.form.get('problem_id') ?? '';
      const lang = LANGS[Number(req.form.get('language'))];
      if (pid !== '1000' || !lang) return page('Error', '<p>Error Occurred</p><li>No such problem</li>', user);
      const raw = req.form.get('source') ?? '';
      const code = req.form.get('encoded') === '1' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      judge.add(user, pid, lang, code);
      return redirect('/status');
    }
    if (req.path === '/status') {
      const top = Number(req.query.get('top')) || Infinity;
      const who = req.query.get('user_id') || undefined;
      const pid = req.query.get('problem_id') || undefined;
      const rows = judge
        .list((s) => s.id < top && (!who || s.user === who) && (!pid || s.problem === pid))
        .slice(0, 20)
        .map((s, i) => statusRow(judge, s, i === 0 && top !== Infinity))
        .join('');
      return page(
        'Problem Status List',
        `<table cellspacing=0 cellpadding=0 width=100% border=1 class=a bordercolor=#FFFFFF><tr class='in' align=center><td width=10%>Run ID</td><td width=17%>User</td><td width=6%>Problem</td><td width=17%>Result</td><td width=7%>Memory</td><td width=7%>Time</td><td width=7%>Language</td><td width=7%>Code Length</td><td width=17%>Submit Time</td></tr>${rows}</table>`,
        user,
      );
    }
    if (req.path === '/showcompileinfo') {
      const s = judge.get(Number(req.query.get('solution_id')));
      const text = s?.verdict === 'CE' ? escapeHtml(COMPILE_ERROR_TEXT) : '';
      return page(
        'Compile Error',
        `<table><tr><td><pre><font face=Times New Roman size=3>${text}</font></pre></td></tr></table>`,
        user,
      );
    }
    return html('<h1>Not Found</h1>', 404);
  };
  const problemOf = (req: Req) => req.query.get('id') ?? req.form.get('problem_id') ?? undefined;
  return startServer(opts, withTriggers(POJ_TRIGGERS, problemOf, opts.slowMs ?? 3000, handle));
}
