import { describe, expect, it } from 'vitest';
import { JudgeStatus, sseContestBoard } from '@verdict/shared';
import { HOUR, addPublicProblem, createContest, seedSubmission } from './contest.fixture';
import { useBoardScene } from './contest-board.fixture';

describe('contest boards served from the engine', () => {
  const scene = useBoardScene();
  const { t, rank, eventually, seedAndPublish } = scene;

  it('the board stream announces changes within a second, and never a result the sealed board hides', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    /** Opens the stream and collects its events until closed. */
    const open = async (cid: number, token?: string) => {
      const ctrl = new AbortController();
      const res = await fetch(`${base}${sseContestBoard.path}?cid=${cid}`, {
        headers: token ? { authorization: token } : {},
        signal: ctrl.signal,
      });
      const events: string[] = [];
      if (res.headers.get('content-type')?.includes('text/event-stream') && res.body) {
        const reader = res.body.getReader();
        void (async () => {
          const text = new TextDecoder();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return;
              for (const m of text.decode(value).matchAll(/^event: (\w+)$/gm)) events.push(m[1]);
            }
          } catch {
            // aborted
          }
        })();
        await eventually(
          async () => events,
          (e) => e.includes('ready'),
          5000,
        );
      }
      return { res, events, close: () => ctrl.abort() };
    };
    const changes = (s: { events: string[] }) => s.events.filter((e) => e === 'change').length;

    const c = await createContest(t, scene.a.admin.token, { openRank: true });
    await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab.pid, 'A');
    const viewer = await open(c.id);
    await seedAndPublish({
      cid: c.id,
      pid: scene.ab.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.Accepted,
      at: Date.now() - 1000,
    });
    await eventually(
      async () => changes(viewer),
      (n) => n === 1,
      3000,
    );
    expect(changes(viewer)).toBe(1);
    viewer.close();

    // A sealed OI contest: a late verdict reaches its admin's stream only.
    const oi = await createContest(t, scene.a.admin.token, {
      type: 1,
      sealRank: true,
      sealRankTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    await addPublicProblem(t, scene.a.admin.token, oi.id, scene.ab.pid, 'A');
    const contestant = await open(oi.id, scene.a.user.token);
    const admin = await open(oi.id, scene.a.admin.token);
    await seedAndPublish({
      cid: oi.id,
      pid: scene.ab.pid,
      uid: scene.a.other.uid,
      username: scene.a.other.username,
      status: JudgeStatus.Accepted,
      score: 100,
      at: Date.now() - 60_000,
    });
    await eventually(
      async () => changes(admin),
      (n) => n === 1,
      3000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect([changes(admin), changes(contestant)]).toEqual([1, 0]);
    await seedAndPublish({
      cid: oi.id,
      pid: scene.ab.pid,
      uid: scene.a.other.uid,
      username: scene.a.other.username,
      status: JudgeStatus.WrongAnswer,
      score: 0,
      at: Date.parse(oi.startTime) + 60_000,
    });
    expect(
      await eventually(
        async () => changes(contestant),
        (n) => n === 1,
        3000,
      ),
    ).toBe(1);
    contestant.close();
    admin.close();

    // Following a private contest needs its password step (or its outside board).
    const priv = await createContest(t, scene.a.admin.token, { auth: 1, pwd: 'pw' });
    const refused = await open(priv.id, scene.a.user.token);
    expect(await refused.res.json()).toMatchObject({ status: 403 });
    expect(await (await open(priv.id)).res.json()).toMatchObject({ status: 403 });
  });

  it('at start the boards of visible running contests are built ahead of their first viewer', async () => {
    const live = await createContest(t, scene.a.admin.token);
    const ended = await createContest(t, scene.a.admin.token, { startIn: -3 * HOUR, endIn: -HOUR });
    const scheduled = await createContest(t, scene.a.admin.token, { startIn: HOUR, endIn: 3 * HOUR });
    const hidden = await createContest(t, scene.a.admin.token, { visible: false });
    for (const c of [live, ended, hidden]) await addPublicProblem(t, scene.a.admin.token, c.id, scene.ab.pid, 'A');
    const at = Date.now() - 30 * 60_000;
    await seedSubmission(t, {
      cid: live.id,
      pid: scene.ab.pid,
      uid: scene.a.user.uid,
      username: scene.a.user.username,
      status: JudgeStatus.Accepted,
      at,
    });
    const warmed = await t.app.services.contestBoards.warmRunning();
    expect(warmed).toContain(live.id);
    for (const c of [ended, scheduled, hidden]) expect(warmed).not.toContain(c.id);
    // A row nobody announced: a board built before it does not show it, one built by the request would.
    await seedSubmission(t, {
      cid: live.id,
      pid: scene.ab.pid,
      uid: scene.a.other.uid,
      username: scene.a.other.username,
      status: JudgeStatus.Accepted,
      at: at + 1000,
    });
    const board = (await rank(scene.a.admin.token, { cid: live.id })).data;
    expect(board.records.map((r) => r.uid)).toEqual([scene.a.user.uid]);
  });
});
