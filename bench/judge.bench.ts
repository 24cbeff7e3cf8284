/**
 * `npm run bench:judge` — judging throughput and latency, end to end through the HTTP API,
 * against the same compile-and-run work sent straight to go-judge, in the same run.
 *
 *   BENCH_N (default 40)      submissions per pass, half C++ With O2, half Python3, each source unique
 *   BENCH_ROUNDS (default 2)  direct and Verdict passes alternate this many times (the machine is shared:
 *                             alternating spreads other people's load over both sides)
 *   BENCH_SOURCE              'template' (default: the editor's A+B template of each language, what a
 *                             newcomer submits), 'iostream' (C++ with <iostream>, ~0.5 s to compile: a compile
 *                             that dominates without passing its limits on a loaded machine) or 'minimal'
 *                             (a <cstdio> one-liner that compiles in ~0.1 s)
 *   BENCH_LATENCY_N (20)      single C++ submissions on the idle judge for the latency figure
 *
 * The server is the embedded default (`main.ts serve` starting its own go-judge); the baseline talks
 * to that same go-judge. Prints submissions/s of both and their ratio, the rejudge pass (compile
 * cache) per language, submit-to-verdict latency beside the compile time alone, RSS of server +
 * go-judge idle and while judging, the load average, and where the server's time went per phase
 * (the server's JUDGE_TRACE_FILE: claim, writes, task load, compile, cases) for each pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { findLanguage, SandboxClient, type SandboxCmd } from '@verdict/judge';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { Api, CONCURRENCY, ROOT_PASSWORD, childGoJudge, cpuMs, phases, rss, startServer, traces } from './judge-server';
import { percentile } from './kit';

const N = Number(process.env.BENCH_N ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LATENCY_N = Number(process.env.BENCH_LATENCY_N ?? 20);
const SOURCE =
  process.env.BENCH_SOURCE === 'minimal' || process.env.BENCH_SOURCE === 'iostream' ? process.env.BENCH_SOURCE : 'template';
const CPP = 'C++ With O2';
const PY = 'Python3';
const LANGS = [CPP, PY] as const;
type Lang = (typeof LANGS)[number];

// The demo 'A+B Problem' (1000) test data, so both sides do the same work.
const CASES: Array<[string, string]> = [
  [1, 2],
  [0, 0],
  [-5, 12],
  [1e9, 1e9],
  [-1e9, 999_999_999],
  [123_456, 654_321],
].map(([a, b]) => [`${a} ${b}\n`, `${a + b}\n`]);

interface Submission {
  language: string;
  code: string;
}

function source(language: string, tag: string): string {
  if (language === CPP) {
    if (SOURCE === 'minimal')
      return `#include <cstdio>\n// ${tag}\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n`;
    if (SOURCE === 'iostream')
      return `#include <iostream>\n// ${tag}\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<'\\n';}\n`;
    return `// ${tag}\n${findLanguage(CPP)!.template}`;
  }
  return `# ${tag}\n${findLanguage(PY)!.template}`;
}

/** N unique submissions of a pass: the C++ half, then the Python half (timed apart, for the per-language figures). */
function submissions(tag: string, n = N): Record<Lang, Submission[]> {
  const half = Math.ceil(n / 2);
  return {
    [CPP]: Array.from({ length: half }, (_, i) => ({ language: CPP, code: source(CPP, `${tag} ${i}`) })),
    [PY]: Array.from({ length: n - half }, (_, i) => ({ language: PY, code: source(PY, `${tag} ${i}`) })),
  };
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;

function compileCmd(s: Submission): SandboxCmd {
  const lang = findLanguage(s.language)!;
  return {
    args: lang.compile.args,
    env: lang.compile.env,
    files: [{ content: '' }, { name: 'stdout', max: 1 << 20 }, { name: 'stderr', max: 1 << 20 }],
    cpuLimit: lang.compile.cpuLimitMs * 1e6,
    clockLimit: lang.compile.clockLimitMs * 1e6,
    memoryLimit: lang.compile.memoryLimitMb << 20,
    stackLimit: 256 << 20,
    procLimit: 128,
    copyIn: { [lang.sourceName]: { content: s.code } },
    copyOutCached: [lang.executableName],
  };
}

/** Baseline: compile and run each submission with raw go-judge /run calls, `cores` at a time, cases in parallel. */
async function directBatch(sandbox: SandboxClient, subs: Submission[]): Promise<{ seconds: number; accepted: number }> {
  let accepted = 0;
  const started = performance.now();
  await pool(subs, CONCURRENCY, async (s) => {
    const lang = findLanguage(s.language)!;
    const [c] = await sandbox.run({ cmd: [compileCmd(s)] });
    const exe = c.fileIds?.[lang.executableName];
    if (c.status !== 'Accepted' || !exe) return;
    const results = await Promise.all(
      CASES.map(([input]) =>
        sandbox.run({
          cmd: [
            {
              args: lang.run.args,
              env: lang.run.env,
              files: [{ content: input }, { name: 'stdout', max: 32 << 20 }, { name: 'stderr', max: 16 << 20 }],
              cpuLimit: 2_200e6,
              clockLimit: 6_600e6,
              memoryLimit: 612 << 20,
              procLimit: 128,
              copyIn: { [lang.executableName]: { fileId: exe } },
            },
          ],
        }),
      ),
    );
    await sandbox.deleteFile(exe);
    if (results.every(([r], i) => r.status === 'Accepted' && r.files?.stdout?.trim() === CASES[i][1].trim())) accepted++;
  });
  return { seconds: seconds(started), accepted };
}

async function serverBatch(api: Api, subs: Submission[]) {
  const submittedAt = new Map<number, number>();
  const started = performance.now();
  await pool(subs, 8, async (s) => {
    const t0 = performance.now();
    const { data } = await api.call<{ submitId: number }>('POST', '/api/submit-problem-judge', {
      pid: '1000',
      language: s.language,
      code: s.code,
      cid: 0,
    });
    submittedAt.set(data.submitId, t0);
  });
  const ids = [...submittedAt.keys()];
  const verdicts = await api.untilFinal(ids);
  const end = Math.max(...[...verdicts.values()].map((v) => v.at));
  const latencies = ids.map((id) => (verdicts.get(id)!.at - submittedAt.get(id)!) / 1000);
  return {
    ids,
    seconds: (end - started) / 1000,
    latencies,
    accepted: [...verdicts.values()].filter((v) => v.status === 0).length,
  };
}

async function rejudgeBatch(api: Api, ids: number[]) {
  const started = performance.now();
  await pool(ids, 8, async (id) => void (await api.call('GET', `/api/admin/judge/rejudge?submitId=${id}`)));
  const verdicts = await api.untilFinal(ids);
  return {
    seconds: (Math.max(...[...verdicts.values()].map((v) => v.at)) - started) / 1000,
    accepted: [...verdicts.values()].filter((v) => v.status === 0).length,
  };
}

const fmt = (x: number) => x.toFixed(2);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'verdict-bench-'));
  const loadAtStart = load();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await withFreePort(async (port) => startServer(path.join(work, 'data'), port, await candidatePort()), 3);
    const gjPid = childGoJudge(server.pid);
    const memory = () => rss(server!.pid) + (gjPid ? rss(gjPid) : 0);
    const sandbox = new SandboxClient(server.goJudgeUrl);
    const api = new Api(server.base);
    const login = await api.call('POST', '/api/login', { username: 'root', password: ROOT_PASSWORD });
    api.token = login.headers.get('authorization') ?? '';
    await api.call('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
    console.log(
      `bench: ${N} A+B submissions per pass (${CPP} then ${PY}, ${SOURCE} sources), ${CONCURRENCY} workers, 6 cases each, ${ROUNDS} rounds; load average ${loadAtStart}`,
    );

    const warm = submissions('warm-up', 4);
    await directBatch(sandbox, [...warm[CPP], ...warm[PY]]);
    await serverBatch(api, [...warm[CPP], ...warm[PY]]);
    await new Promise((r) => setTimeout(r, 2_000));
    const idleRss = memory();
    const serverCpu = { ms: 0, n: 0 };
    const traceFile = path.join(work, 'trace.jsonl');
    const firstIds = { [CPP]: [] as number[], [PY]: [] as number[] };

    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memory())), 100);
    const direct = { [CPP]: 0, [PY]: 0, accepted: 0 };
    const e2e = {
      [CPP]: 0,
      [PY]: 0,
      accepted: 0,
      latencies: [] as number[],
      ids: { [CPP]: [] as number[], [PY]: [] as number[] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      const runDirect = async () => {
        const subs = submissions(`direct ${round}`);
        for (const lang of LANGS) {
          const r = await directBatch(sandbox, subs[lang]);
          direct[lang] += r.seconds;
          direct.accepted += r.accepted;
        }
      };
      const runServer = async () => {
        const subs = submissions(`server ${round}`);
        for (const lang of LANGS) {
          const cpu0 = cpuMs(server!.pid);
          const r = await serverBatch(api, subs[lang]);
          serverCpu.ms += cpuMs(server!.pid) - cpu0;
          serverCpu.n += subs[lang].length;
          e2e[lang] += r.seconds;
          e2e.accepted += r.accepted;
          e2e.latencies.push(...r.latencies);
          // The last round's: the most recently compiled, still in the cache (64 programs).
          e2e.ids[lang] = r.ids;
          firstIds[lang].push(...r.ids);
        }
      };
      if (round % 2 === 0) await runDirect().then(runServer);
      else await runServer().then(runDirect);
    }
    const firstTraces = traces(traceFile);
    // Rejudge of the last round's submissions: unchanged sources hit the compile cache.
    const rejudge = { [CPP]: 0, [PY]: 0, accepted: 0 };
    for (const lang of LANGS) {
      const r = await rejudgeBatch(api, e2e.ids[lang]);
      rejudge[lang] = r.seconds;
      rejudge.accepted += r.accepted;
    }
    clearInterval(sampler);
    const rejudgeTraces = traces(traceFile).slice(firstTraces.length);

    const total = (x: Record<Lang, number>) => x[CPP] + x[PY];
    const runs = ROUNDS * N;
    const rate = (n: number, s: number) => `${fmt(n / s)} /s`;
    const half = Math.ceil(N / 2);
    console.log(
      `direct go-judge        : ${rate(runs, total(direct))} (${direct.accepted}/${runs} accepted, ${fmt(total(direct))} s; ${CPP} ${fmt(direct[CPP])} s, ${PY} ${fmt(direct[PY])} s)`,
    );
    console.log(
      `Verdict HTTP end-to-end: ${rate(runs, total(e2e))} (${e2e.accepted}/${runs} accepted, ${fmt(total(e2e))} s; ${CPP} ${fmt(e2e[CPP])} s, ${PY} ${fmt(e2e[PY])} s)`,
    );
    console.log(
      `ratio (Verdict / direct): ${fmt(total(direct) / total(e2e))} (${CPP} ${fmt(direct[CPP] / e2e[CPP])}, ${PY} ${fmt(direct[PY] / e2e[PY])})`,
    );
    console.log(
      `submit-to-verdict latency in the batches: median ${fmt(percentile(e2e.latencies, 50))} s, p95 ${fmt(percentile(e2e.latencies, 95))} s`,
    );
    const first = (lang: Lang) => e2e[lang] / ROUNDS;
    console.log(
      `rejudge of ${N} (compile cache): ${rate(N, total(rejudge))}, ${fmt(total(e2e) / ROUNDS / total(rejudge))}× the first pass (${rejudge.accepted}/${N} accepted)`,
    );
    for (const lang of LANGS) {
      const n = lang === CPP ? half : N - half;
      console.log(
        `  ${lang.padEnd(12)}: first pass ${rate(n, first(lang))}, rejudge ${rate(n, rejudge[lang])} = ${fmt(first(lang) / rejudge[lang])}×`,
      );
    }
    // Latency on an idle judge: one C++ submission at a time, and the compile alone straight to go-judge.
    const latency: number[] = [];
    const compileAlone: number[] = [];
    for (let i = 0; i < LATENCY_N; i++) {
      const [one] = submissions(`latency ${i}`, 1)[CPP];
      const t0 = performance.now();
      const [c] = await sandbox.run({
        cmd: [{ ...compileCmd({ ...one, code: one.code.replace('latency', 'compile') }), copyOutCached: [] }],
      });
      compileAlone.push(seconds(t0));
      // Under heavy load a compile can pass its limits: that sample is left out.
      if (c.status !== 'Accepted') compileAlone.pop();
      const r = await serverBatch(api, [one]);
      latency.push(r.latencies[0]);
    }

    const latencyTraces = traces(traceFile).slice(firstTraces.length + rejudgeTraces.length);
    console.log(
      'server time per phase, mean ms (claim → Compiling write → task load → compile → Judging write → cases → verdict write):',
    );
    for (const lang of LANGS) console.log(phases(firstTraces, `${lang} first pass`, firstIds[lang]));
    for (const lang of LANGS) console.log(phases(rejudgeTraces, `${lang} rejudge`, e2e.ids[lang]));
    console.log(
      phases(
        latencyTraces,
        `${CPP} one at a time`,
        latencyTraces.map((x) => x.submitId),
      ),
    );
    console.log(
      `server process CPU (HTTP submit, queue, judging, database, events, SSE): ${(serverCpu.ms / serverCpu.n).toFixed(1)} ms per submission (${serverCpu.n} in the first passes)`,
    );
    console.log(`RSS server + go-judge: idle ${mb(idleRss)}, judging peak ${mb(peakRss)}`);
    const lat = percentile(latency, 50) * 1000;
    const comp = percentile(compileAlone, 50) * 1000;
    console.log(
      `one ${CPP} submission on an idle judge: submit-to-verdict median ${lat.toFixed(0)} ms, compile alone ${comp.toFixed(0)} ms, difference ${(lat - comp).toFixed(0)} ms (of ${LATENCY_N})`,
    );
    console.log(`load average: ${loadAtStart} at the start, ${load()} at the end (1, 5, 15 min; ${CONCURRENCY} cores)`);
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
