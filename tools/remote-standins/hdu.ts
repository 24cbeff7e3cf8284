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
 * A local HDU (acm.hdu.edu.cn): old PHP pages declared GBK, login by form to
 * /userloginex.php?action=login (302 on success, PHPSESSID cookie), submit to
 * /submit.php?action=submit with the code base64(encodeURIComponent(code)) in `_usercode`,
 * the run list at /status.php, compile output at /viewerror.php?rid=.
 * Problem 1000 is A + B; 5000 answers 500; 5001 answers after `slowMs`.
 */
export const HDU_TRIGGERS = { broken: '5000', slow: '5001' };

const WORDS: Record<Submission['verdict'], string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RE: 'Runtime Error<br>(ACCESS_VIOLATION)',
  CE: 'Compilation Error',
  PE: 'Presentation Error',
  ODD: 'Judge Strange',
};
const LANGS = ['G++', 'GCC', 'C++', 'C', 'Pascal', 'Java', 'C#'];

const page = (title: string, body: string, user?: string) =>
  html(
    `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>${title}</title></head><body>
<table width=980 align=center><tr><td>${
      user
        ? `<div align=left style="font-size:16px;width:150px"><a href="/userstatus.php?user=${user}">${user}</a></div><a href="/userloginex.php?action=logout">Sign Out</a>`
        : '<a href="/userloginex.php">Sign In</a>'
    }</td></tr></table>${body}</body></html>`,
    200,
    {},
    'gb2312',
  );

function problemPage(pid: string, user?: string): Reply {
  if (pid !== '1000' && pid !== HDU_TRIGGERS.slow) {
    return page('HDU', `<DIV>No such problem - <strong>Problem ID:</strong> ${escapeHtml(pid)}</DIV>`, user);
  }
  const panel = (title: string, content: string) =>
    `<div class=panel_title align=left>${title}</div> <div class=panel_content>${content}</div><div class=panel_bottom>&nbsp;</div>`;
  const sample = (title: string, text: string) =>
    `<div class=panel_title align=left>${title}</div><div class=panel_content><pre><div style="font-family:Courier New,Courier,monospace;">${text}</div></pre></div><div class=panel_bottom>&nbsp;</div>`;
  return page(
    'Problem - 1000',
    `<table><tr><td align=center><h1 style='color:#1A5CC8'>A + B Problem</h1><font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: 2000/1000 MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: 65536/32768 K (Java/Others)<br>Total Submission(s): 1&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 1<br></span></b></font>
${panel('Problem Description', 'Calculate <b>A + B</b>.<br><img src="../../data/images/1000-1.png" alt="sum">')}
${panel('Input', 'Each line will contain two integers A and B. Process to end of file.')}
${panel('Output', 'For each case, output A + B in one line.')}
${sample('Sample Input', '1 1')}
${sample('Sample Output', '2')}
${panel('Author', 'HDOJ')}
${panel('Source', '<a href="/search.php?field=problem&key=HDOJ">HDOJ</a>')}
</td></tr></table>`,
    user,
  );
}

function statusRow(judge: Judge, s: Submission, advance: boolean): string {
  const phase = advance ? judge.poll(s) : judge.phase(s);
  const { timeMs, memoryKb } = phase === 'done' ? usage(s) : { timeMs: 0, memoryKb: 0 };
  let word = phase === 'queued' ? 'Queuing' : phase === 'running' ? 'Running' : WORDS[s.verdict];
  if (phase === 'done' && s.verdict === 'CE') word = `<a href="/viewerror.php?rid=${s.id}" target=_blank>${word}</a>`;
  const when = s.submittedAt.toISOString().slice(0, 19).replace('T', ' ');
  return `<tr align=center ><td height=22px>${s.id}</td><td>${when}</td><td><font color=red>${word}</font></td><td><a href="/showproblem.php?pid=${s.problem}">${s.problem}</a></td><td>${timeMs}MS</td><td>${memoryKb}K</td><td><a href="/viewcode.php?rid=${s.id}">${s.code.length}B</a></td><td>${s.language}</td><td class=fixedsize><a href="/userstatus.php?user=${s.user}">${s.user}</a></td></tr>`;
}

export async function startStandin(opts: StandinOptions): Promise<Standin> {
  const sessions = new Sessions();
  const judge = new Judge(40_000_000, opts.pollsBeforeVerdict ?? 2);
  const handle = (req: Req): Reply => {
    const user = sessions.user(req.cookies.PHPSESSID);
    if (req.path === '/' || req.path === '/index.php') return page('HDU Online Judge System', '<h2>Welcome</h2>', user);
    if (req.path.startsWith('/data/images/')) return PNG_1PX;
    if (req.path === '/showproblem.php') return problemPage(req.query.get('pid') ?? '', user);
    if (req.path === '/userloginex.php' && req.method === 'POST') {
      const username = req.form.get('username') ?? '';
      switch (checkAccount(username, req.form.get('userpass') ?? '')) {
        case 'captcha':
          return page('User Login', '<form>Please input the verification code: <img src="/vcode.php"><input name=vcode></form>');
        case 'banned':
          return page('User Login', '<div>Sorry, your account has been banned.</div>');
        case 'wrong':
          return page('User Login', '<div>No such user or wrong password.</div>');
        default:
          return redirect('/', { 'set-cookie': `PHPSESSID=${sessions.open(username)}; path=/` });
      }
    }
    if (req.path === '/submit.php' && req.method === 'POST') {
      if (!user) return redirect('/userloginex.php');
      const pid = req.form.get('problemid') ?? '';
      const lang = LANGS[Number(req.form.get('language'))];
      if (pid !== '1000' || !lang) return page('Submit', '<p>One or more following ERROR(s) occurred.</p>', user);
      const code = decodeURIComponent(Buffer.from(req.form.get('_usercode') ?? '', 'base64').toString('utf8'));
      judge.add(user, pid, lang, code);
      return redirect('/status.php');
    }
    if (req.path === '/status.php') {
      const first = Number(req.query.get('first')) || Infinity;
      const who = req.query.get('user') || undefined;
      const pid = req.query.get('pid') || undefined;
      const rows = judge
        .list((s) => s.id <= first && (!who || s.user === who) && (!pid || s.problem === pid))
        .slice(0, 15)
        .map((s) => statusRow(judge, s, s.id === first))
        .join('');
      return page(
        'Realtime Status',
        `<div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'><tr  bgcolor=#1A5CC8  align=center class='table_title'><td width=8%>Run ID</td><td width=16%>Submit Time</td><td>Judge Status</td><td width=7%>Pro.ID</td><td width=7%>Exe.Time</td><td width=8%>Exe.Memory</td><td width=8%>Code Len.</td><td width=8%>Language</td><td width=12%>Author</td></tr>${rows}</table></div>`,
        user,
      );
    }
    if (req.path === '/viewerror.php') {
      const s = judge.get(Number(req.query.get('rid')));
      return page(
        'View Compilation Error',
        `<table><tr><td><pre>${s?.verdict === 'CE' ? escapeHtml(COMPILE_ERROR_TEXT) : ''}</pre></td></tr></table>`,
        user,
      );
    }
    return html('<h1>Not Found</h1>', 404);
  };
  const problemOf = (req: Req) => req.query.get('pid') ?? req.form.get('problemid') ?? undefined;
  return startServer(opts, withTriggers(HDU_TRIGGERS, problemOf, opts.slowMs ?? 3000, handle));
}
