/**
 * `npm run bench:web-profile` — where the main thread's time goes on a cold, unthrottled load of
 * /problem/1000 (issue 28.11), before the statement is on screen and before the editor takes input.
 * A Chrome trace (playwright-core, the e2e Chromium) of BENCH_PROFILE_RUNS visits (default 3):
 * the V8 sampling profile's samples, each charged to the package or app folder of its innermost
 * frame (through the build's source maps when `apps/web/dist` was built with BUNDLE_SOURCEMAP=1,
 * else to the chunk's file) and to a few stacks that matter here (antd's style generation, Markdown
 * and KaTeX, i18next, zod, CodeMirror); plus the trace's script compile and evaluation per chunk.
 * CPU samples, not wall times: on the shared machine they are what compares between two builds.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/browser';
import { startVerdictServer } from '../e2e/server';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { sourceOf, type SourceMaps } from './web-profile-maps';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const ROOT_PASSWORD = 'bench-web-1';
const MARKS = { statement: 'verdict:statement', editor: 'verdict:editor' } as const;

/** Stacks charged as a whole (inclusive time): a sample counts once if any of its frames' sources match. */
const STACKS: Array<[label: string, pattern: RegExp]> = [
  [
    'antd style generation (cssinjs, antd/es/*/style)',
    /@ant-design\/cssinjs|antd\/es\/[^/]+\/style|antd\/es\/theme|@emotion|stylis/,
  ],
  [
    'Markdown (react-markdown, unified, micromark, mdast/hast)',
    /react-markdown|unified|micromark|mdast|hast|remark|rehype-(?!katex)|vfile/,
  ],
  ['KaTeX (rehype-katex, katex)', /katex/],
  ['i18next', /i18next/],
  ['zod (schemas built, answers parsed)', /node_modules\/zod\//],
  ['CodeMirror (@codemirror, @lezer, @uiw)', /@codemirror|@lezer|@uiw/],
  ['React (react-dom)', /react-dom|scheduler/],
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    fileName?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: CallFrame;
}

/** One visit's trace, cut at its two marks. */
interface Cut {
  samples: Array<{ ts: number; stack: string[]; root: string }>;
  events: TraceEvent[];
  start: number;
  statement: number;
  editor: number;
}

function cutTrace(events: TraceEvent[], maps: SourceMaps): Cut {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const statementMark = mark(MARKS.statement);
  const editorMark = mark(MARKS.editor);
  if (!statementMark || !editorMark) throw new Error('the page never set its marks');
  const { pid, tid } = statementMark;
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.ts <= statementMark.ts);
  const start = Math.max(...starts.map((e) => e.ts));
  // The sampling profile: nodes and samples arrive in chunks under one id, on the trace's clock.
  const nodes = new Map<number, ProfileNode>();
  const samples: Cut['samples'] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile?.id) continue;
    const data = e.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const stack: string[] = [];
      let root = '';
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const f = n.callFrame;
        if (f.url) root = path.basename(new URL(f.url, 'http://x/').pathname);
        stack.push(f.url ? sourceOf(maps, f.url, f.lineNumber, f.columnNumber) : f.functionName || '(native)');
      }
      samples.push({ ts, stack, root });
    });
  }
  // Parent links: the chunks give children lists, not parents.
  for (const n of nodes.values())
    for (const c of n.children ?? []) {
      const child = nodes.get(c);
      if (child) child.parent = n.id;
    }
  return {
    samples,
    events: events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start).sort((a, b) => a.ts - b.ts),
    start,
    statement: statementMark.ts,
    editor: editorMark.ts,
  };
}

/** Milliseconds per key, summed over the visits and divided by their count. */
class Tally {
  private readonly sums = new Map<string, number>();
  constructor(private readonly runs: number) {}
  add(key: string, us: number) {
    this.sums.set(key, (this.sums.get(key) ?? 0) + us);
  }
  print(title: string, top = 25) {
    const rows = [...this.sums].sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(`  ${title}`);
    for (const [k, us] of rows) console.log(`    ${(us / 1000 / this.runs).toFixed(0).padStart(6)} ms  ${k}`);
  }
}

function report(cuts: Cut[], until: 'statement' | 'editor') {
  const runs = cuts.length;
  const self = new Tally(runs);
  const stacks = new Tally(runs);
  const scripts = new Tally(runs);
  const kinds = new Tally(runs);
  const roots = new Tally(runs);
  const owners = new Tally(runs);
  let wall = 0;
  for (const c of cuts) {
    const end = c[until];
    wall += end - c.start;
    for (let i = 0; i < c.samples.length; i++) {
      const s = c.samples[i];
      if (s.ts < c.start || s.ts > end) continue;
      const dt = (c.samples[i + 1]?.ts ?? s.ts) - s.ts;
      self.add(s.stack[0] ?? '(none)', dt);
      if (s.stack[0] !== '(idle)') stacks.add('all samples but (idle)', dt);
      // The outermost script frame: a module's evaluation, or the chunk whose code started the task (React's scheduler: the entry).
      if (s.root) roots.add(s.root, dt);
      // The innermost frame of the client's own code: which component or module the time was spent for.
      const own = s.stack.find((f) => f.startsWith('apps/web/src/') || f.startsWith('packages/'));
      if (own) owners.add(own, dt);
      for (const [label, pattern] of STACKS) if (s.stack.some((f) => pattern.test(f))) stacks.add(label, dt);
    }
    let busyUntil = 0;
    for (const e of c.events) {
      if (e.ts > end) continue;
      const dur = Math.min(e.dur ?? 0, end - e.ts);
      const url = String(e.args?.data?.url ?? e.args?.fileName ?? '');
      const file = url ? path.basename(new URL(url, 'http://x/').pathname) || url : '';
      if (['v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule'].includes(e.name) && file)
        scripts.add(`${e.name.padEnd(17)} ${file}`, dur);
      // Top-level tasks only once (a task can hold nested ones): the main thread's busy time.
      if (e.name === 'RunTask' && e.ts >= busyUntil) {
        kinds.add('busy: top-level tasks', dur);
        busyUntil = e.ts + (e.dur ?? 0);
      } else if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') kinds.add(e.name, dur);
    }
  }
  console.log(`\nuntil the ${until} (${(wall / 1000 / runs).toFixed(0)} ms from navigation start, mean of ${runs}):`);
  kinds.print('main thread trace events (nested ones counted in their parents too)', 20);
  stacks.print('inclusive CPU samples by stack');
  self.print('self CPU samples by source (innermost frame)');
  owners.print('inclusive CPU samples by the innermost frame of the client’s own code', 20);
  roots.print('CPU samples by the chunk of the outermost frame (module evaluation; tasks the chunk started)', 15);
  scripts.print('script compile / evaluation by chunk (trace events)', 30);
}

async function main() {
  const maps: SourceMaps = new Map();
  const server = await withFreePort(
    async (port) => startVerdictServer({ port, goJudgePort: await candidatePort(), rootPassword: ROOT_PASSWORD }),
    3,
  );
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
  });
  const login = { token: res.headers.get('authorization') ?? '', user: ((await res.json()) as { data: unknown }).data };
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const cuts: Cut[] = [];
  try {
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 1280, height: 800 },
        locale: 'zh-CN',
      });
      // The session (the page asks for a login), and the bench's own two moments (web-phone.ts) as
      // user-timing marks on the trace's clock. A string: this file is compiled without the DOM's types.
      const want = [
        [MARKS.statement, '[data-testid="problem-description"] .markdown-body'],
        [MARKS.editor, '[data-testid="code-editor"] .cm-content[contenteditable="true"]'],
      ];
      await context.addInitScript({
        content: `
          localStorage.setItem('token', ${JSON.stringify(login.token)});
          localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(login.user))});
          const want = ${JSON.stringify(want)};
          new MutationObserver((_, observer) => {
            for (let k = want.length - 1; k >= 0; k--)
              if (document.querySelector(want[k][1])) {
                performance.mark(want[k][0]);
                want.splice(k, 1);
              }
            if (want.length === 0) observer.disconnect();
          }).observe(document, { childList: true, subtree: true, attributes: true });`,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await browser.startTracing(tab, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'v8',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'toplevel',
        ],
      });
      await tab.goto('/problem/1000', { waitUntil: 'commit' });
      await tab.waitForSelector('[data-testid="code-editor"] .cm-content[contenteditable="true"]', { timeout: 60_000 });
      await tab.waitForTimeout(300);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      if (i > 0) cuts.push(cutTrace(trace.traceEvents, maps)); // the first visit warms the server
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `bench:web-profile: /problem/1000 cold and unthrottled, ${RUNS} visits; source maps ${[...maps.values()].some(Boolean) ? 'used' : 'absent (build with BUNDLE_SOURCEMAP=1)'}`,
  );
  report(cuts, 'statement');
  report(cuts, 'editor');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
