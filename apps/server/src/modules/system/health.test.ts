import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { JudgeHostRegistry, processName } from '../judge/hosts';

type Health = {
  status: string;
  apiProcesses?: Array<{ name: string; status: string; pid: number | null }>;
  judgeHosts?: unknown[];
  judge?: unknown;
};

describe('/api/health', () => {
  const t = useTestApp();
  let a: Actors;
  const health = async (token?: string) =>
    (
      JSON.parse(
        (await t.app.inject({ method: 'GET', url: '/api/health', headers: token ? { authorization: token } : {} })).body,
      ) as { data: Health }
    ).data;
  const beat = (registry: JudgeHostRegistry, name: string, kind: 'host' | 'api', pid: number, startedAt = Date.now()) =>
    registry.beat(
      { name, kind, pid, status: 'ok', reason: null, concurrency: kind === 'host' ? 2 : 0, active: 0, judged: 0 },
      startedAt,
    );

  it('tells anonymous callers and users the status only; admins see processes, PIDs, load and reasons, a dead sibling too', async () => {
    a = await seedActors(t);
    const db = t.core.database.db;
    await db.deleteFrom('judgeHost').execute();
    const now = new JudgeHostRegistry(db);
    // A live judge host, this API process's sibling that stopped beating 10 s ago (kill -9), and this process.
    await beat(now, 'judge-1:/srv/judge', 'host', 4242);
    await beat(new JudgeHostRegistry(db, () => Date.now() - 10_000), 'web-1:port 8081', 'api', 5151);
    await beat(now, 'web-1:port 8080', 'api', process.pid);

    for (const token of [undefined, a.user.token, 'not-a-token']) expect(await health(token)).toEqual({ status: 'degraded' });

    const full = await health(a.admin.token);
    expect(full.status).toBe('degraded');
    expect(full.apiProcesses).toEqual([
      expect.objectContaining({ name: 'web-1:port 8080', status: 'ok', pid: process.pid }),
      expect.objectContaining({ name: 'web-1:port 8081', status: 'down', pid: 5151, reason: 'no heartbeat for 10 s' }),
    ]);
    expect(full.judgeHosts).toEqual([
      expect.objectContaining({ name: 'judge-1:/srv/judge', kind: 'host', status: 'ok', pid: 4242, cpuLoad: expect.any(Number) }),
    ]);
    expect(full.judge).toBeDefined();
    expect((await health(a.root.token)).apiProcesses).toHaveLength(2);

    // The sibling comes back: the site is whole again — at once for admins; for anyone else within
    // HEALTH_STATUS_MEMO_MS (probes share one reading for that long).
    await beat(now, 'web-1:port 8081', 'api', 6161);
    expect((await health(a.admin.token)).status).toBe('ok');
    expect(await health()).toEqual({ status: 'ok' });

    // The sibling stops again: anyone sees it within the memo's time (polled, no fixed wait).
    await beat(new JudgeHostRegistry(db, () => Date.now() - 10_000), 'web-1:port 8081', 'api', 6161);
    const deadline = Date.now() + 5_000;
    while ((await health()).status !== 'degraded' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await health()).toEqual({ status: 'degraded' });
  });

  it('shows a process down within 5 s of its last heartbeat', async () => {
    const db = t.core.database.db;
    await db.deleteFrom('judgeHost').execute();
    let clock = 1_000_000;
    const registry = new JudgeHostRegistry(db, () => clock);
    await beat(registry, 'judge-2:/srv/judge', 'host', 77, clock);
    clock += 1_000;
    expect((await registry.list())[0]).toMatchObject({ status: 'ok' });
    clock += 3_800; // killed right after its beat: 4.8 s of silence
    expect((await registry.list())[0]).toMatchObject({ status: 'down', active: 0 });
  });

  it('a restarted process takes its old row instead of appearing beside it', async () => {
    const db = t.core.database.db;
    await db.deleteFrom('judgeHost').execute();
    let clock = 2_000_000;
    const registry = new JudgeHostRegistry(db, () => clock);
    const where = { dataDir: '/srv/verdict/judge-data', port: 0 };
    await beat(registry, processName('host', where), 'host', 100, clock);
    clock += 30_000; // killed; started again with a new pid
    await beat(registry, processName('host', where), 'host', 200, clock);
    expect(await registry.list()).toEqual([
      expect.objectContaining({ name: processName('host', where), status: 'ok', pid: 200, startedAt: clock }),
    ]);
    // Two API processes of one machine are told apart by their port; a configured name wins.
    expect(processName('api', { dataDir: '/d', port: 8080 })).not.toBe(processName('api', { dataDir: '/d', port: 8081 }));
    expect(processName('host', { ...where, instanceName: 'judge-east-1' })).toBe('judge-east-1');
  });
});
