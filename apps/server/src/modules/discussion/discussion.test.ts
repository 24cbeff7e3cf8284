import { describe, expect, it } from 'vitest';
import {
  type DiscussionVo,
  addComment,
  adminDeleteDiscussion,
  adminGetDiscussionReport,
  adminUpdateDiscussion,
  adminUpdateDiscussionReport,
  deleteDiscussion,
  getDiscussionCategory,
  getDiscussionDetail,
  getDiscussionList,
  likeDiscussion,
  reportDiscussion,
  saveDiscussionCategory,
  updateDiscussion,
} from '@verdict/shared';
import { seedUser } from '../../test/seed';
import { type Who, XSS_CORPUS, matrix, postDiscussion, tokenOf, useDiscussions } from './discussion.fixture';

describe('discussions', () => {
  const scene = useDiscussions();
  const { t, reminders } = scene;

  it('lists pinned first, then newest; filters by keyword, category and only-mine; counts, badges and avatar fields', async () => {
    const mine = await seedUser(t.core);
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await postDiscussion(t, mine.token, scene.cat[0]!.id, { title: `alpha ${tag}` });
    const b = await postDiscussion(t, scene.cast.root.token, scene.cat[1]!.id, { title: `beta ${tag}` });
    const c = await postDiscussion(t, mine.token, scene.cat[1]!.id, { title: `gamma ${tag}` });
    expect(
      (await t.call(adminUpdateDiscussion, { token: scene.cast.admin.token, body: { id: a, topPriority: true } })).status,
    ).toBe(200);
    const all = await t.call(getDiscussionList, { query: { keyword: tag } });
    expect(all.data.records.map((r) => r.id)).toEqual([a, c, b]);
    expect(all.data.records[0]!.topPriority).toBe(true);
    const rootRow = all.data.records.find((r) => r.id === b)!;
    expect([rootRow.role, rootRow.author, rootRow.categoryName, rootRow.content]).toEqual([
      'root',
      scene.cast.root.username,
      'Solutions',
      null,
    ]);
    expect(Object.keys(rootRow)).toEqual(expect.arrayContaining(['avatar', 'viewNum', 'likeNum', 'commentNum', 'hasLike']));
    expect(
      (await t.call(getDiscussionList, { query: { keyword: tag, cid: scene.cat[1]!.id } })).data.records.map((r) => r.id),
    ).toEqual([c, b]);
    expect(
      (await t.call(getDiscussionList, { token: mine.token, query: { keyword: tag, onlyMine: true } })).data.records.map(
        (r) => r.id,
      ),
    ).toEqual([a, c]);
    expect((await t.call(getDiscussionList, { query: { onlyMine: true } })).status).toBe(401);
  });

  it('edit: author only, the category stays, only admins move the pin; delete: author or admin', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    const edit = (w: Who) =>
      t.call(updateDiscussion, {
        token: tokenOf(scene.cast, w),
        body: {
          id: did,
          title: `edited by ${w}`,
          description: 'new',
          content: 'new content',
          categoryId: scene.cat[1]!.id,
          topPriority: true,
        },
      });
    await matrix(edit, {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 200,
      admin: 403,
      root: 403,
    });
    const d = (await t.call(getDiscussionDetail, { query: { did } })).data;
    expect([d.title, d.content, d.categoryId, d.topPriority]).toEqual([
      'edited by author',
      'new content',
      scene.cat[0]!.id,
      false,
    ]);

    const del = (w: Who, id: number) => t.call(deleteDiscussion, { token: tokenOf(scene.cast, w), query: { did: id } });
    for (const w of ['visitor', 'user', 'mute'] as const) expect((await del(w, did)).status).toBe(w === 'visitor' ? 401 : 403);
    expect((await del('author', did)).status).toBe(200);
    expect((await t.call(getDiscussionDetail, { query: { did } })).status).toBe(404);
    for (const w of ['admin', 'root'] as const) {
      const other = await postDiscussion(t, scene.cast.user.token, scene.cat[0]!.id);
      expect((await del(w, other)).status).toBe(200);
    }
  });

  it('like toggles hasLike and likeNum; a repeated like counts once; unlike never goes below zero; visitors must log in', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    const like = (toLike: boolean, token = scene.cast.user.token) => t.call(likeDiscussion, { token, query: { did, toLike } });
    expect((await like(true)).msg).toBe('Like Successfully');
    await Promise.all([like(true), like(true), like(true)]);
    let d = (await t.call(getDiscussionDetail, { token: scene.cast.user.token, query: { did } })).data;
    expect([d.likeNum, d.hasLike]).toEqual([1, true]);
    expect((await like(false)).msg).toBe('Cancel Like Successfully');
    await like(false);
    d = (await t.call(getDiscussionDetail, { token: scene.cast.user.token, query: { did } })).data;
    expect([d.likeNum, d.hasLike]).toEqual([0, false]);
    expect((await t.call(likeDiscussion, { query: { did, toLike: true } })).status).toBe(401);
  });

  it('50 users liking at once leave exactly 50 likes', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    const users = await Promise.all(Array.from({ length: 50 }, () => seedUser(t.core)));
    const res = await Promise.all(users.map((u) => t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } })));
    expect(res.every((r) => r.status === 200)).toBe(true);
    await Promise.all(
      users
        .slice(0, 10)
        .flatMap((u) => [
          t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } }),
          t.call(likeDiscussion, { token: u.token, query: { did, toLike: true } }),
        ]),
    );
    expect((await t.call(getDiscussionDetail, { query: { did } })).data.likeNum).toBe(50);
  });

  it('counts a view per detail visit', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    await t.call(getDiscussionDetail, { query: { did } });
    const d = await t.call(getDiscussionDetail, { token: scene.cast.user.token, query: { did } });
    expect(d.data.viewNum).toBe(2);
  });

  it('reports: login, a reason or tag, ≤ 200; admins list them unhandled first and mark them handled', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id, { title: 'Reported one' });
    expect((await t.call(reportDiscussion, { body: { did, content: 'spam' } })).status).toBe(401);
    const empty = await t.call(reportDiscussion, { token: scene.cast.user.token, body: { did, content: '  ' } });
    expect([empty.status, empty.msg]).toEqual([400, 'The report label and reason cannot both be empty']);
    expect(
      (await t.call(reportDiscussion, { token: scene.cast.user.token, body: { did, content: 'x'.repeat(301) } })).status,
    ).toBe(400);
    const ok = await t.call(reportDiscussion, {
      token: scene.cast.user.token,
      body: { did, content: '#spam reason', reporter: 'someone-else' },
    });
    expect([ok.status, ok.msg]).toEqual([200, 'Report successfully']);
    await matrix((w) => t.call(adminGetDiscussionReport, { token: tokenOf(scene.cast, w), query: {} }), {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 403,
      admin: 200,
      root: 200,
    });
    const list = await t.call(adminGetDiscussionReport, { token: scene.cast.admin.token, query: {} });
    const row = list.data.records.find((r) => r.did === did)!;
    expect([row.reporter, row.content, row.discussionTitle, row.discussionAuthor, row.status]).toEqual([
      scene.cast.user.username,
      '#spam reason',
      'Reported one',
      scene.cast.author.username,
      false,
    ]);
    expect(
      (await t.call(adminUpdateDiscussionReport, { token: scene.cast.user.token, body: { id: row.id, status: true } })).status,
    ).toBe(403);
    expect(
      (await t.call(adminUpdateDiscussionReport, { token: scene.cast.admin.token, body: { id: row.id, status: true } })).status,
    ).toBe(200);
    const after = await t.call(adminGetDiscussionReport, { token: scene.cast.root.token, query: {} });
    expect(after.data.records.find((r) => r.id === row.id)!.status).toBe(true);
  });

  it('admin: disable hides a discussion from others (author and admins still see it), admin=true lists it, bulk delete', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id);
    await matrix((w) => t.call(adminUpdateDiscussion, { token: tokenOf(scene.cast, w), body: { id: did, status: 1 } }), {
      visitor: 401,
      user: 403,
      noDiscuss: 403,
      mute: 403,
      noSubmitNoDiscuss: 403,
      noSubmitMute: 403,
      author: 403,
      admin: 200,
      root: 200,
    });
    expect((await t.call(getDiscussionDetail, { token: scene.cast.user.token, query: { did } })).status).toBe(403);
    expect((await t.call(getDiscussionDetail, { token: scene.cast.author.token, query: { did } })).status).toBe(200);
    const listed = (token: string | undefined, admin: boolean) =>
      t
        .call(getDiscussionList, { token, query: { admin, limit: 100 } })
        .then((r) => r.data.records.some((d: DiscussionVo) => d.id === did));
    expect(await listed(scene.cast.user.token, true)).toBe(false);
    expect(await listed(scene.cast.admin.token, false)).toBe(false);
    expect(await listed(scene.cast.admin.token, true)).toBe(true);
    const other = await postDiscussion(t, scene.cast.user.token, scene.cat[0]!.id);
    expect((await t.call(adminDeleteDiscussion, { token: scene.cast.user.token, body: [did, other] })).status).toBe(403);
    expect((await t.call(adminDeleteDiscussion, { token: scene.cast.admin.token, body: [did, other] })).status).toBe(200);
    expect((await t.call(getDiscussionDetail, { token: scene.cast.root.token, query: { did: other } })).status).toBe(404);
  });

  it('categories: anyone reads them, only root edits; a category in use cannot be removed', async () => {
    expect((await t.call(getDiscussionCategory)).data.map((c) => c.name)).toEqual(['General', 'Solutions']);
    await matrix(
      (w) => t.call(saveDiscussionCategory, { token: tokenOf(scene.cast, w), body: [...scene.cat, { name: 'Ideas' }] }),
      {
        visitor: 401,
        user: 403,
        noDiscuss: 403,
        mute: 403,
        noSubmitNoDiscuss: 403,
        noSubmitMute: 403,
        author: 403,
        admin: 403,
        root: 200,
      },
    );
    const now = (await t.call(getDiscussionCategory)).data;
    expect(now.map((c) => c.name)).toEqual(['General', 'Solutions', 'Ideas']);
    const renamed = await t.call(saveDiscussionCategory, {
      token: scene.cast.root.token,
      body: [{ id: scene.cat[0]!.id, name: 'Chat' }, scene.cat[1]!],
    });
    expect(renamed.data.map((c) => c.name)).toEqual(['Chat', 'Solutions']);
    const inUse = await t.call(saveDiscussionCategory, { token: scene.cast.root.token, body: [scene.cat[1]!] });
    expect([inUse.status, inUse.msg]).toEqual([400, 'The category "Chat" still has discussions and cannot be deleted']);
    await t.call(saveDiscussionCategory, {
      token: scene.cast.root.token,
      body: [{ id: scene.cat[0]!.id, name: 'General' }, scene.cat[1]!],
    });
  });

  it('stores the XSS corpus as text in discussions, comments and reports', async () => {
    for (const payload of XSS_CORPUS) {
      const did = await postDiscussion(t, scene.cast.user.token, scene.cat[0]!.id, {
        description: payload.slice(0, 200),
        content: payload,
      });
      const d = (await t.call(getDiscussionDetail, { query: { did } })).data;
      expect([d.content, d.description]).toEqual([payload, payload.slice(0, 200)]);
      const c = await t.call(addComment, { token: scene.cast.user.token, body: { did, content: payload } });
      expect(c.data.content).toBe(payload);
      await t.call(reportDiscussion, { token: scene.cast.user.token, body: { did, content: payload.slice(0, 200) } });
    }
    const reports = await t.call(adminGetDiscussionReport, { token: scene.cast.root.token, query: { limit: 100 } });
    for (const payload of XSS_CORPUS) expect(reports.data.records.map((r) => r.content)).toContain(payload.slice(0, 200));
  });

  it('reminds the author once of a like and of a comment by someone else; never of their own', async () => {
    const did = await postDiscussion(t, scene.cast.author.token, scene.cat[0]!.id, { title: 'Remind me' });
    reminders.take();
    await t.call(likeDiscussion, { token: scene.cast.user.token, query: { did, toLike: true } });
    await t.call(likeDiscussion, { token: scene.cast.user.token, query: { did, toLike: true } });
    await t.call(likeDiscussion, { token: scene.cast.author.token, query: { did, toLike: true } });
    await t.call(addComment, { token: scene.cast.user.token, body: { did, content: 'Nice post' } });
    await t.call(addComment, { token: scene.cast.author.token, body: { did, content: 'Thanks' } });
    expect(reminders.take()).toEqual([
      {
        action: 'Like_Post',
        senderId: scene.cast.user.uid,
        recipientId: scene.cast.author.uid,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Remind me',
        sourceContent: 'A short summary',
        quoteId: null,
        quoteType: null,
        url: `/discussion-detail/${did}`,
      },
      {
        action: 'Discuss',
        senderId: scene.cast.user.uid,
        recipientId: scene.cast.author.uid,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: 'Remind me',
        sourceContent: 'Nice post',
        quoteId: null,
        quoteType: null,
        url: `/discussion-detail/${did}`,
      },
    ]);
  });
});
