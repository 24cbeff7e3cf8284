import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  Role,
  checkContestAcInfo,
  checkContestPrintStatus,
  downloadContestPrintText,
  getContestAcInfo,
  getContestPrint,
  getContestScrollBoardInfo,
  getContestScrollBoardSubmission,
  registerContest,
  submitPrintText,
  toScrollBoardTime,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission, setContestTimes } from './contest.fixture';

type Page<T> = { records: T[]; total: number };
type AcRow = { id: number; username: string; displayId: string; firstBlood: boolean; checked: boolean; time: number };

describe('contest helpers: print, AC info, scroll board', () => {
  const t = useTestApp();
  let a: Actors;
  let admin2: SeededUser;
  const code = 'int main() { return 0; } // a program long enough to be printed ....';

  beforeAll(async () => {
    a = await seedActors(t);
    admin2 = await seedUser(t.core, { roleId: Role.Admin });
  });

  it('print: open contests only, at least 50 characters, a queue for the contest admins with download and printed mark', async () => {
    const closed = await createContest(t, a.admin.token);
    expect((await t.call(submitPrintText, { token: a.user.token, body: { cid: closed.id, content: code } })).msg).toBe(
      'Printing is not open in this contest!',
    );
    const guarded = await createContest(t, a.admin.token, { openPrint: true, auth: 2, pwd: 'pw' });
    expect((await t.call(submitPrintText, { token: a.user.token, body: { cid: guarded.id, content: code } })).status).toBe(403); // protected, no password yet
    const c = await createContest(t, a.admin.token, { openPrint: true, auth: 1, pwd: 'pw' });
    const print = (tk: string | undefined, content: unknown, lang = 'en') =>
      t.callRaw(submitPrintText, { token: tk, body: { cid: c.id, content }, headers: { 'accept-language': lang } });
    expect((await print(a.user.token, code)).status).toBe(403); // not registered
    await t.call(registerContest, { token: a.user.token, body: { cid: c.id, password: 'pw' } });
    expect((await print(a.user.token, '   ')).msg).toBe('Content cannot be empty');
    expect((await print(a.user.token, 'x'.repeat(49))).msg).toBe('The content cannot be less than 50 characters');
    expect((await print(a.user.token, 'x'.repeat(49), 'zh-CN')).msg).toBe('打印内容不能少于 50 个字符');
    expect((await print(a.user.token, 'x'.repeat(70_000))).http).toBe(400);
    expect((await print(undefined, code)).http).toBe(401);
    expect((await print(a.user.token, code)).status).toBe(200);
    expect((await print(a.admin.token, `${code} (admin)`)).status).toBe(200);

    for (const [tk, want] of [
      [undefined, 401],
      [a.user.token, 403],
      [admin2.token, 403],
      [a.admin.token, 200],
      [a.root.token, 200],
    ] as const) {
      expect((await t.call(getContestPrint, { token: tk, query: { cid: c.id } })).status).toBe(want);
    }
    const queue = await t.call<typeof getContestPrint, Page<{ id: number; username: string; status: number; content: string }>>(
      getContestPrint,
      { token: a.admin.token, query: { cid: c.id } },
    );
    expect(queue.data.records.map((r) => [r.username, r.status])).toEqual([
      [a.user.username, 0],
      [a.admin.username, 0],
    ]);
    const id = queue.data.records[0].id;
    const file = await t.call(downloadContestPrintText, { token: a.admin.token, query: { id } });
    expect(file.raw.body).toBe(code);
    expect(file.headers['content-disposition']).toMatch(/attachment;filename=contest_/);
    expect((await t.call(downloadContestPrintText, { token: admin2.token, query: { id } })).status).toBe(403);
    expect((await t.call(checkContestPrintStatus, { token: admin2.token, query: { id, cid: c.id } })).status).toBe(403);
    const done = await t.call(checkContestPrintStatus, { token: a.admin.token, query: { id, cid: c.id } });
    expect([done.status, done.msg]).toEqual([200, 'Update Successfully']);
    const after = await t.call<typeof getContestPrint, Page<{ id: number; status: number }>>(getContestPrint, {
      token: a.admin.token,
      query: { cid: c.id },
    });
    expect(after.data.records.map((r) => r.status)).toEqual([0, 1]); // waiting ones first
    expect((await t.call(checkContestPrintStatus, { token: a.admin.token, query: { id: 999999, cid: c.id } })).status).toBe(404);
    // After the end contestants no longer print.
    await setContestTimes(t, c.id, -3 * HOUR, -HOUR);
    expect((await print(a.user.token, code)).msg).toBe('Contest has ended');
  });

  it('AC info: first AC per user and problem, first blood (ties all first), checked toggle, contest admins of ACM contests', async () => {
    const c = await createContest(t, a.admin.token);
    const p1 = await createAbProblem(t, a.admin.token);
    const p2 = await createAbProblem(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p1.pid, 'A');
    await addPublicProblem(t, a.admin.token, c.id, p2.pid, 'B');
    const start = Date.parse(c.startTime);
    const u3 = await seedUser(t.core);
    const sub = (u: SeededUser, pid: number, status: number, seconds: number) =>
      seedSubmission(t, { cid: c.id, pid, uid: u.uid, username: u.username, status, at: start + seconds * 1000 });
    await sub(a.user, p1.pid, JudgeStatus.Accepted, 100.2);
    await sub(a.other, p1.pid, JudgeStatus.Accepted, 100.9); // the same second: both first blood
    await sub(u3, p1.pid, JudgeStatus.Accepted, 300);
    await sub(a.user, p1.pid, JudgeStatus.Accepted, 400); // a second AC: not listed
    await sub(a.user, p2.pid, JudgeStatus.WrongAnswer, 50);
    await sub(u3, p2.pid, JudgeStatus.Accepted, 500);
    await sub(a.admin, p2.pid, JudgeStatus.Accepted, 10); // the author's: left out
    const info = async (tk = a.admin.token) =>
      (await t.call<typeof getContestAcInfo, Page<AcRow>>(getContestAcInfo, { token: tk, query: { cid: c.id } })).data;
    const rows = (await info()).records;
    expect(rows.map((r) => [r.username, r.displayId, r.firstBlood, r.time])).toEqual([
      [a.user.username, 'A', true, 100],
      [a.other.username, 'A', true, 100],
      [u3.username, 'A', false, 300],
      [u3.username, 'B', true, 500],
    ]);
    for (const [tk, want] of [
      [undefined, 401],
      [a.user.token, 403],
      [admin2.token, 403],
      [a.root.token, 200],
    ] as const) {
      expect((await t.call(getContestAcInfo, { token: tk, query: { cid: c.id } })).status).toBe(want);
    }
    const tick = await t.call(checkContestAcInfo, { token: a.admin.token, body: { id: rows[0].id, cid: c.id, checked: true } });
    expect([tick.status, tick.msg]).toEqual([200, 'Update Successfully']);
    const ticked = (await info()).records;
    expect(ticked.at(-1)).toMatchObject({ id: rows[0].id, checked: true }); // handed out: to the bottom
    await t.call(checkContestAcInfo, { token: a.admin.token, body: { id: rows[0].id, cid: c.id, checked: false } });
    expect((await info()).records[0]).toMatchObject({ id: rows[0].id, checked: false });
    expect(
      (await t.call(checkContestAcInfo, { token: admin2.token, body: { id: rows[0].id, cid: c.id, checked: true } })).status,
    ).toBe(403);
    expect(
      (await t.call(checkContestAcInfo, { token: a.admin.token, body: { id: 999999, cid: c.id, checked: true } })).status,
    ).toBe(404);
    const oi = await createContest(t, a.admin.token, { type: 1 });
    expect((await t.call(getContestAcInfo, { token: a.admin.token, query: { cid: oi.id } })).msg).toBe(
      'Only ACM contests have this feature!',
    );
  });

  it('scroll board: ended sealed ACM contests; while still sealed only for contest admins; star users can be removed', async () => {
    const star = await seedUser(t.core);
    const running = await createContest(t, a.admin.token, { sealRank: true });
    expect((await t.call(getContestScrollBoardInfo, { token: a.admin.token, query: { cid: running.id } })).msg).toMatch(
      /has not ended/,
    );
    // Three hours, ended an hour ago, sealed for the last hour.
    const c = await createContest(t, a.admin.token, {
      sealRank: true,
      autoRealRank: false,
      starAccount: [star.username],
      startIn: -4 * HOUR,
      endIn: -HOUR,
    });
    const p = await createAbProblem(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p.pid, 'A', '#abcdef');
    const start = Date.parse(c.startTime);
    const sub = (u: SeededUser, status: number, minute: number) =>
      seedSubmission(t, { cid: c.id, pid: p.pid, uid: u.uid, username: u.username, status, at: start + minute * 60_000 });
    await sub(a.user, JudgeStatus.WrongAnswer, 20);
    await sub(a.user, JudgeStatus.Accepted, 150); // after the seal (the last hour of 3)
    await sub(star, JudgeStatus.Accepted, 30);
    await sub(a.admin, JudgeStatus.Accepted, 5);
    const infoOf = (tk?: string) => t.call(getContestScrollBoardInfo, { token: tk, query: { cid: c.id } });
    const row = await t.core.database.db
      .selectFrom('contest')
      .select(['startTime', 'sealRankTime'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect((await infoOf(undefined)).status).toBe(403);
    expect((await infoOf(a.user.token)).status).toBe(403);
    const info = await infoOf(a.admin.token);
    expect(info.data).toMatchObject({
      id: c.id,
      rankShowName: 'username',
      problemCount: 1,
      balloonColor: { A: '#abcdef' },
      starUserList: [star.username],
      startTime: toScrollBoardTime(Number(row.startTime)),
      sealRankTime: toScrollBoardTime(Number(row.sealRankTime)),
    });
    type Sub = { username: string; status: number; displayId: string };
    const subs = async (tk: string | undefined, removeStar = false) =>
      await t.call<typeof getContestScrollBoardSubmission, Sub[]>(getContestScrollBoardSubmission, {
        token: tk,
        query: { cid: c.id, removeStar },
      });
    expect((await subs(a.admin.token)).data.map((s) => [s.username, s.status])).toEqual([
      [a.user.username, JudgeStatus.WrongAnswer],
      [star.username, JudgeStatus.Accepted],
      [a.user.username, JudgeStatus.Accepted],
    ]);
    expect((await subs(a.root.token, true)).data.map((s) => s.username)).toEqual([a.user.username, a.user.username]);
    expect((await subs(admin2.token)).status).toBe(403);
    // Once the real board is public (auto real rank) and the outside board open, anybody may replay it.
    await t.core.database.db.updateTable('contest').set({ autoRealRank: 1, openRank: 1 }).where('id', '=', c.id).execute();
    expect((await subs(undefined)).data).toHaveLength(3);

    const unsealed = await createContest(t, a.admin.token, { startIn: -3 * HOUR, endIn: -HOUR });
    expect((await t.call(getContestScrollBoardInfo, { token: a.admin.token, query: { cid: unsealed.id } })).msg).toMatch(
      /no sealed board/,
    );
    const oi = await createContest(t, a.admin.token, { type: 1, sealRank: true, startIn: -3 * HOUR, endIn: -HOUR });
    expect((await t.call(getContestScrollBoardInfo, { token: a.admin.token, query: { cid: oi.id } })).msg).toMatch(/Only ACM/);
  });
});
