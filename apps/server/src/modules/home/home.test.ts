import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AnnouncementVo,
  type EndpointDef,
  type Page,
  adminAddAnnouncement,
  adminDeleteAnnouncement,
  adminDeleteHomeCarousel,
  adminGetAnnouncement,
  adminUpdateAnnouncement,
  getCommonAnnouncement,
  getHomeCarousel,
  getLastWeekSubmissionStatistics,
  getRecentContest,
  getRecentOtherContest,
  getRecentSevenAcRank,
  getRecentUpdatedProblem,
  uploadCarouseImg,
} from '@verdict/shared';
import { createAbProblem, seedActors, type Actors } from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { postFile, tinyPng } from '../../test/upload-kit';
import { HOUR, createContest } from '../contest/contest.fixture';

describe('home page calls', () => {
  const t = useTestApp();
  let a: Actors;
  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('every widget answers on an empty site', async () => {
    expect((await t.call(getCommonAnnouncement)).data).toMatchObject({ records: [], total: 0 });
    expect((await t.call(getHomeCarousel)).data).toEqual([]);
    expect((await t.call(getRecentContest)).data).toEqual([]);
    expect((await t.call(getRecentOtherContest)).data).toEqual([]);
    expect((await t.call(getRecentSevenAcRank)).data).toEqual([]);
    expect((await t.call(getRecentUpdatedProblem)).data).toEqual([]);
    const week = (await t.call(getLastWeekSubmissionStatistics)).data;
    expect(week.dateStrList).toHaveLength(7);
    expect(week.totalCountList).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(week.acCountList).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('site announcements: the admin creates, edits, hides and deletes; visitors see only visible ones, newest first', async () => {
    const add = (title: string, status: number) =>
      t.call(adminAddAnnouncement, { token: a.root.token, body: { title, content: `# ${title}\n\nbody`, status } });
    expect((await add('Welcome', 0)).status).toBe(200);
    expect((await add('Draft', 1)).status).toBe(200);
    expect((await add('Maintenance', 0)).status).toBe(200);

    const pub = (await t.call(getCommonAnnouncement, { query: { limit: 5 } })).data;
    expect(pub.records.map((r) => r.title)).toEqual(['Maintenance', 'Welcome']);
    expect(pub.total).toBe(2);
    expect(pub.records[0]).toMatchObject({
      content: '# Maintenance\n\nbody',
      username: a.root.username,
      uid: a.root.uid,
      status: 0,
    });
    expect(pub.records[0].gmtCreate).toMatch(/^\d{4}-\d\d-\d\dT/);

    const all = (await t.call(adminGetAnnouncement, { token: a.root.token })).data as Page<AnnouncementVo>;
    expect(all.records.map((r) => [r.title, r.status])).toEqual([
      ['Maintenance', 0],
      ['Draft', 1],
      ['Welcome', 0],
    ]);
    const draft = all.records[1];

    // Shown, then edited: visitors see the new title.
    const upd = await t.call(adminUpdateAnnouncement, {
      token: a.root.token,
      body: { id: draft.id, title: 'Draft v2', content: 'now public', status: 0 },
    });
    expect(upd.status).toBe(200);
    expect((await t.call(getCommonAnnouncement)).data.records.map((r) => r.title)).toEqual([
      'Maintenance',
      'Draft v2',
      'Welcome',
    ]);
    // Paged.
    const p2 = (await t.call(getCommonAnnouncement, { query: { currentPage: 2, limit: 2 } })).data;
    expect(p2.records.map((r) => r.title)).toEqual(['Welcome']);
    expect(p2.total).toBe(3);

    expect((await t.call(adminDeleteAnnouncement, { token: a.root.token, query: { aid: draft.id } })).status).toBe(200);
    expect((await t.call(getCommonAnnouncement)).data.total).toBe(2);
    expect((await t.call(adminDeleteAnnouncement, { token: a.root.token, query: { aid: draft.id } })).status).toBe(404);
    expect(
      (await t.call(adminUpdateAnnouncement, { token: a.root.token, body: { id: 999_999, title: 'x', content: 'y', status: 0 } }))
        .status,
    ).toBe(404);
  });

  it('refuses an announcement without title or content, or with a bad status', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await t.callRaw(adminAddAnnouncement, { token: a.root.token, body })).status;
    expect(await bad({ title: '  ', content: 'x' })).toBe(400);
    expect(await bad({ title: 'x', content: '   ' })).toBe(400);
    expect(await bad({ title: 'x', content: 'y', status: 3 })).toBe(400);
    expect(await bad({ title: 'x'.repeat(256), content: 'y' })).toBe(400);
  });

  it('admin announcement and carousel calls belong to the super admin', async () => {
    const calls: Array<[EndpointDef, Record<string, unknown>]> = [
      [adminGetAnnouncement, { query: {} }],
      [adminAddAnnouncement, { body: { title: 't', content: 'c', status: 0 } }],
      [adminUpdateAnnouncement, { body: { id: 1, title: 't', content: 'c', status: 0 } }],
      [adminDeleteAnnouncement, { query: { aid: 1 } }],
      [adminDeleteHomeCarousel, { query: { id: 1 } }],
    ];
    for (const [def, opts] of calls) {
      expect((await t.callRaw(def, opts)).http, def.path).toBe(401);
      for (const who of [a.admin, a.problemAdmin, a.user])
        expect((await t.callRaw(def, { ...opts, token: who.token })).http, `${def.path} ${who.roleId}`).toBe(403);
    }
    const png = await tinyPng();
    expect((await postFile(t, uploadCarouseImg, { filename: 'a.png', content: png })).http).toBe(401);
    expect((await postFile(t, uploadCarouseImg, { token: a.admin.token, filename: 'a.png', content: png })).http).toBe(403);
  });

  it('carousel: root uploads real images only; visitors list them; deleting removes the file', async () => {
    const png = await tinyPng();
    const up = await postFile<{ id: number; url: string }>(t, uploadCarouseImg, {
      token: a.root.token,
      filename: 'slide.png',
      content: png,
    });
    expect(up.status).toBe(200);
    expect(up.data.url).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    const list = (await t.call(getHomeCarousel)).data;
    expect(list).toEqual([{ id: up.data.id, url: up.data.url }]);
    const served = await t.app.inject({ method: 'GET', url: up.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await postFile(t, uploadCarouseImg, {
      token: a.root.token,
      filename: 'x.png',
      content: Buffer.from('<svg onload="alert(1)"/>'),
    });
    expect(fake.status).toBe(400);
    expect(fake.msg).toMatch(/images can be uploaded/);

    expect((await t.call(adminDeleteHomeCarousel, { token: a.root.token, query: { id: up.data.id } })).status).toBe(200);
    expect((await t.call(getHomeCarousel)).data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: up.data.url })).statusCode).toBe(404);
    expect((await t.call(adminDeleteHomeCarousel, { token: a.root.token, query: { id: up.data.id } })).status).toBe(404);
  });

  it('recent contests: visible ones running or starting within 14 days, soonest first', async () => {
    const running = await createContest(t, a.root.token, { title: 'Running now' });
    const soon = await createContest(t, a.root.token, {
      title: 'Next week',
      startIn: 7 * 24 * HOUR,
      endIn: 7 * 24 * HOUR + 2 * HOUR,
    });
    await createContest(t, a.root.token, { title: 'Far away', startIn: 20 * 24 * HOUR, endIn: 20 * 24 * HOUR + HOUR });
    await createContest(t, a.root.token, { title: 'Over', startIn: -3 * HOUR, endIn: -HOUR });
    await createContest(t, a.root.token, { title: 'Hidden', visible: false });
    const soonest = await createContest(t, a.root.token, { title: 'Tomorrow', startIn: 24 * HOUR, endIn: 26 * HOUR });
    const rows = (await t.call(getRecentContest)).data;
    expect(rows.map((c) => c.title)).toEqual(['Running now', 'Tomorrow', 'Next week']);
    expect(rows.map((c) => c.id)).toEqual([running.id, soonest.id, soon.id]);
    expect(rows.map((c) => c.status)).toEqual([0, -1, -1]);
  });

  it('latest problems answer with data', async () => {
    await createAbProblem(t, a.root.token);
    expect((await t.call(getRecentUpdatedProblem)).data).toHaveLength(1);
  });
});
