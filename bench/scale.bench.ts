/**
 * `npm run bench:scale`: the A+B mix (C, 4 right : 2 wrong) judged by the embedded default
 * (one process, SQLite, in-process workers, one per core) and by the scaled mode (an API process
 * with JUDGE_CONCURRENCY=0 on PostgreSQL + Redis, plus 1 or 2 judge hosts of one sandbox slot each,
 * JUDGE_CONCURRENCY=1, holding JUDGE_WORKERS jobs at once: by default 2), in one run.
 * Prints submissions per second from the first submit to the last verdict, and the scaling ratio.
 *   SCALE_BENCH_USERS=20 (6 submissions each) · JUDGE_WORKERS (the judge hosts' jobs at once)
 */
import { JudgeStatus, checkSubmissionsStatus, isInProgress } from '@verdict/shared';
import { Cluster, call, sleep } from '../scale/cluster';
import { plan, setUpSite, submitAll } from '../scale/workload';

const USERS = Number(process.env.SCALE_BENCH_USERS ?? 20);
/** Jobs each judge host holds at once: JUDGE_WORKERS, else the host's default (2 per sandbox slot on PostgreSQL). */
const HOST_WORKERS = process.env.JUDGE_WORKERS || '2';

async function measure(label: string, cluster: Cluster, hosts: number): Promise<number> {
  try {
    await cluster.start();
    if (hosts > 0) await cluster.hostsReady(hosts);
    else await waitEmbeddedJudge(cluster);
    const base = cluster.apiUrls[0]!;
    const site = await setUpSite(base, USERS);
    const items = plan(USERS).filter((p) => p.where === 'public');
    // A warm-up submission per run: the first compile of a fresh go-judge is slower than the rest.
    await waitFinal(base, site.rootToken, await submitAll([base], site, items.slice(0, 1)));
    const started = Date.now();
    const ids = await submitAll(cluster.apiUrls, site, items);
    const statuses = await waitFinal(base, site.rootToken, ids);
    const seconds = (Date.now() - started) / 1000;
    const ac = statuses.filter((s) => s === JudgeStatus.Accepted).length;
    const rate = ids.length / seconds;
    console.log(
      `${label.padEnd(44)} ${String(ids.length).padStart(4)} submissions in ${seconds.toFixed(1).padStart(6)} s = ${rate.toFixed(2)} /s (${ac} AC)`,
    );
    return rate;
  } finally {
    await cluster.stop();
  }
}

async function waitEmbeddedJudge(cluster: Cluster): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${cluster.apiUrls[0]}/api/health`);
    // Status 'ok' on the embedded site: its worker pool runs against an answering sandbox.
    const body = (await res.json()) as { data: { status: string } };
    if (body.data.status === 'ok') return;
    await sleep(500);
  }
  throw new Error('the embedded judge did not start');
}

async function waitFinal(base: string, token: string, ids: number[]): Promise<number[]> {
  for (;;) {
    const out: number[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const r = await call<Record<string, { status: number }>>(base, checkSubmissionsStatus, {
        token,
        body: { submitIds: ids.slice(i, i + 100) },
      });
      out.push(...ids.slice(i, i + 100).map((id) => r.data[String(id)]?.status ?? JudgeStatus.Pending));
    }
    if (!out.some((s) => isInProgress(s))) return out;
    await sleep(200);
  }
}

const embedded = await measure(
  'embedded default (SQLite, in-process)',
  new Cluster({ embedded: true, apis: 1, hosts: 0, quiet: true }),
  0,
);
const one = await measure(
  `PostgreSQL + Redis + 1 judge host (1 slot, ${HOST_WORKERS} jobs)`,
  new Cluster({ apis: 1, hosts: 1, quiet: true, redis: true }),
  1,
);
const two = await measure(
  `PostgreSQL + Redis + 2 judge hosts (1 slot, ${HOST_WORKERS} jobs each)`,
  new Cluster({ apis: 1, hosts: 2, quiet: true, redis: true }),
  2,
);
console.log(`\nscaling 1 → 2 judge hosts: ×${(two / one).toFixed(2)}; 2 hosts vs embedded: ×${(two / embedded).toFixed(2)}`);
