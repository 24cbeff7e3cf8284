import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Judge } from '@verdict/judge';
import { JudgeStatus, getJudgeServiceInfo, submitProblemJudge } from '@verdict/shared';
import { type JudgingServices, buildJudging } from '../../wiring/judging';
import { type Core, createCore } from '../../core';
import { useTestApp } from '../../test/test-app';
import {
  AB_CPP,
  type Actors,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  silentLog,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { InProcessSubmissionEvents } from '../../infra/submission-events';
import { processName } from './hosts';
import { ApiEventRelay, JudgeApiClient, RemoteTaskLoader } from './remote-task';

const TOKEN = 'judge-secret-for-tests';
const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const CHECKER = '#include <cstdio>\nint main() { return 0; }\n';

describe('judge hosts: judge-only API calls, remote tasks, heartbeats', () => {
  const t = useTestApp({ ...judgeTestConfig(), judgeToken: TOKEN, judgeConcurrency: 0 });
  const hostDir = judgeTestConfig().dataDir;
  const sandbox = useSandbox();
  let a: Actors;
  let ab: { pid: number; problemId: string };
  let apiUrl = '';
  let host: { core: Core; services: JudgingServices; stopBeat: () => Promise<void> } | null = null;
  const get = (url: string, token: string | null = TOKEN) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await host?.services.judging.stopWorkers();
    await host?.stopBeat();
    await host?.core.database.close();
  });

  it('refuses a missing or wrong token', async () => {
    expect((await get(`/api/judge-host/spec/${ab.pid}`, null)).statusCode).toBe(401);
    expect((await get(`/api/judge-host/spec/${ab.pid}`, 'judge-secret-for-testz')).statusCode).toBe(401);
    expect((await get(`/api/judge-host/data/${hash('1 2\n')}`, 'nope')).statusCode).toBe(401);
  });

  it('names test data by content hash and serves it, and nothing outside the store', async () => {
    const spec = JSON.parse((await get(`/api/judge-host/spec/${ab.pid}`)).body) as {
      data: { cases: Array<Record<string, unknown>>; problem: Record<string, unknown> };
    };
    // The three cases of createAbProblem, line endings normalised to LF on the way in.
    expect(spec.data.cases.map((c) => [c.inputHash, c.outputHash])).toEqual([
      [hash('1 2\n'), hash('3\n')],
      [hash('10 20\n'), hash('30\n')],
      [hash('-1 1'), hash('0')],
    ]);
    expect(spec.data.cases[0]).not.toHaveProperty('inputPath');
    expect(spec.data.problem).toMatchObject({ checkerHash: null, timeLimitMs: 1000 });
    const blob = await get(`/api/judge-host/data/${hash('10 20\n')}`);
    expect(blob.statusCode).toBe(200);
    expect(blob.body).toBe('10 20\n');
    expect((await get(`/api/judge-host/data/${hash('not stored')}`)).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fverdict.db', '..', `${hash('3\n').slice(0, 62)}/.`, hash('3\n').toUpperCase()]) {
      expect([400, 404]).toContain((await get(`/api/judge-host/data/${bad}`)).statusCode);
    }
  });

  it('serves a checker only to who names its problem and its hash', async () => {
    const spj = await createAbProblem(t, a.admin.token, { judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'C++' });
    const spec = JSON.parse((await get(`/api/judge-host/spec/${spj.pid}`)).body) as {
      data: { problem: { checkerHash: string } };
    };
    expect(spec.data.problem.checkerHash).toBe(hash(CHECKER));
    const program = await get(`/api/judge-host/program/${hash(CHECKER)}?pid=${spj.pid}`);
    expect(program.statusCode).toBe(200);
    expect(program.body).toBe(CHECKER);
    expect((await get(`/api/judge-host/program/${hash(CHECKER)}?pid=${ab.pid}`)).statusCode).toBe(404);
    expect((await get(`/api/judge-host/program/${hash('other')}?pid=${spj.pid}`)).statusCode).toBe(404);
  });

  it("relays a host's progress events to the API process (no shared bus), only with the token", async () => {
    const heard: unknown[] = [];
    const off = t.app.services.events.subscribe([424242], (e) => heard.push(e));
    const post = (payload: unknown, token: string | null = TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: '/api/judge-host/events',
        payload: payload as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await post({ events: [{ submitId: 424242, status: 0, done: 3, total: 3 }] }, null)).statusCode).toBe(401);
    expect((await post({ events: [{ submitId: 'x' }] })).statusCode).toBe(400);
    expect(heard).toEqual([]);
    // Through the relay a host uses: its own listeners hear at once, the API's after the batch is sent.
    const local = new InProcessSubmissionEvents();
    const localHeard: unknown[] = [];
    local.subscribeAll((e) => localHeard.push(e));
    const relay = new ApiEventRelay(local, [apiUrl, 'http://127.0.0.1:9'], TOKEN, 10);
    relay.publish({ submitId: 424242, status: 7, done: 1, total: 3 });
    relay.publish({ submitId: 424242, status: 0, done: 3, total: 3 });
    expect(localHeard).toHaveLength(2);
    await relay.flush();
    expect(heard).toEqual([
      { submitId: 424242, status: 7, done: 1, total: 3 },
      { submitId: 424242, status: 0, done: 3, total: 3 },
    ]);
    off();
  });

  it('a host judges what the API process (JUDGE_CONCURRENCY=0) leaves, with data fetched into its own store', async () => {
    const config = { ...t.config, dataDir: hostDir, judgeConcurrency: 1 };
    const core = await createCore(config);
    const services = buildJudging(core);
    // The first address is dead: the client moves on to the next.
    const api = new JudgeApiClient(['http://127.0.0.1:9', apiUrl], TOKEN, 5_000);
    const loader = new RemoteTaskLoader({ api, verdicts: services.verdicts, problems: services.problems, store: core.testdata });
    await services.judging.startWorkers(new Judge(sandbox.url), silentLog, {
      concurrency: 1,
      exclusive: false,
      loadTask: loader.load,
      sweepMs: 500,
    });
    host = {
      core,
      services,
      stopBeat: services.judging.heartbeat({ kind: 'host', name: processName('host', config), log: silentLog, intervalMs: 200 }),
    };
    expect(core.testdata.has(hash('10 20\n'))).toBe(false);

    const submitted = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token: a.user.token,
      body: { pid: ab.problemId, language: 'C++', code: AB_CPP },
    });
    expect(await waitFinal(t.core.database.db, submitted.data.submitId)).toBe(JudgeStatus.Accepted);
    expect(core.testdata.has(hash('10 20\n'))).toBe(true);
    expect(t.app.services.judging.workers).toBeNull();

    await new Promise((r) => setTimeout(r, 400));
    const health = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: a.admin.token } })).body,
    ) as { data: { judgeHosts: Array<Record<string, unknown>> } };
    expect(health.data.judgeHosts).toEqual([expect.objectContaining({ kind: 'host', status: 'ok', concurrency: 1, judged: 1 })]);
    const info = (await t.call(getJudgeServiceInfo, { token: a.root.token })).data;
    expect(info).toHaveLength(2);
    expect(info[1]).toMatchObject({ status: 'ok', judged: 1, service: { serviceId: 'verdict-judge-host' } });

    // A host that stops leaves the list at once.
    await host.stopBeat();
    const after = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: a.admin.token } })).body,
    ) as { data: { judgeHosts: unknown[] } };
    expect(after.data.judgeHosts).toEqual([]);
  });
});

describe('remote task loader: downloads are verified by hash', () => {
  const t = useTestApp(judgeTestConfig());
  const hostDirs = [judgeTestConfig().dataDir, judgeTestConfig().dataDir];
  let submitId = 0;
  let server: Server;
  let url = '';
  /** What the API answers for each data call: other bytes than the hash names, or nothing. */
  let answer: 'tampered' | 'missing' = 'tampered';
  beforeAll(async () => {
    const a = await seedActors(t);
    await noSubmitInterval(t);
    const ab = await createAbProblem(t, a.admin.token);
    // No worker runs in this app: the submission stays Pending for the loaders below.
    const submitted = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token: a.user.token,
      body: { pid: ab.problemId, language: 'C++', code: AB_CPP },
    });
    submitId = submitted.data.submitId;
    server = createServer((req, res) => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return res.writeHead(401).end();
      if (answer === 'missing') return res.writeHead(404).end();
      res.writeHead(200).end('tampered');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A host's loader: the task from the test app's database, the files into a store of its own, from `url`. */
  const hostLoader = async () => {
    const core = await createCore({ ...t.config, dataDir: hostDirs.pop()! });
    const { verdicts, problems } = buildJudging(core);
    const loader = new RemoteTaskLoader({ api: new JudgeApiClient([url], TOKEN), verdicts, problems, store: core.testdata });
    return { loader, store: core.testdata, close: () => core.database.close() };
  };

  it('refuses test data whose content does not match its hash', async () => {
    answer = 'tampered';
    const host = await hostLoader();
    await expect(host.loader.load(submitId)).rejects.toThrow(/hashes to/);
    expect(host.store.has(hash('1 2\n'))).toBe(false);
    await host.close();
  });

  it('test data the API does not hold either: the reason the embedded judge gives, not an endless retry', async () => {
    answer = 'missing';
    const host = await hostLoader();
    expect(await host.loader.load(submitId)).toEqual({ reason: 'test data of case 1 is missing from the store' });
    await host.close();
  });

  it('says the API is unreachable when no address answers', async () => {
    await expect(new JudgeApiClient(['http://127.0.0.1:9'], TOKEN, 2_000).get('/api/judge-host/spec/1')).rejects.toThrow(
      /no API process answered/,
    );
  });
});
