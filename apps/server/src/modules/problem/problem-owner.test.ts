import { beforeAll, describe, expect, it } from 'vitest';
import { Role, adminUpdateProblem, downloadTestcase, importProblem } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, makeZip, seedActors } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { createProblem, postFile } from '../../test/upload-kit';

describe('problem owner: who may download test data', () => {
  const t = useTestApp();
  let a: Actors;
  const db = () => t.core.database.db;
  const download = async (token: string | undefined, pid: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: downloadTestcase.path,
      query: { pid: String(pid) },
      headers: { 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
    });
    if (res.headers['content-type'] === 'application/x-download') return { status: 200, msg: '' };
    const body = JSON.parse(res.body) as { status: number; msg: string };
    return { status: body.status, msg: body.msg };
  };
  const ownerOf = async (pid: number) =>
    (await db().selectFrom('problem').select('ownerUid').where('id', '=', pid).executeTakeFirstOrThrow()).ownerUid;
  const refused = { status: 403, msg: "Only admins or the problem's creator may download its test data!" };

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('a user who takes the name written in the free-text author field gets nothing', async () => {
    const squatter = await seedUser(t.core, { username: 'famous_setter' });
    const p = await createProblem(t, a.problemAdmin.token, 'OWN1', { author: 'famous_setter' });
    expect(await ownerOf(p.pid)).toBe(a.problemAdmin.uid);
    expect(await download(squatter.token, p.pid)).toEqual(refused);
    for (const u of [a.problemAdmin, a.admin, a.root]) expect(await download(u.token, p.pid)).toEqual({ status: 200, msg: '' });
    expect(await download(a.user.token, p.pid)).toEqual(refused);
  });

  it('the owner is the creating user by id: kept after losing the admin role, and not moved by edits', async () => {
    const setter = await seedUser(t.core, { roleId: Role.ProblemAdmin });
    const mine = await createProblem(t, setter.token, 'OWN2');
    const theirs = await createProblem(t, a.admin.token, 'OWN3');
    // Another manager (root) edits it and writes someone else as author: the owner stays.
    const edit = await t.call(adminUpdateProblem, {
      token: a.root.token,
      body: {
        problem: { id: mine.pid, problemId: 'OWN2', title: 'edited', author: a.user.username },
        samples: [{ input: '1 2\n', output: '3\n' }],
        languages: [{ name: 'C' }],
      },
    });
    expect(edit.status).toBe(200);
    expect(await ownerOf(mine.pid)).toBe(setter.uid);

    await db().updateTable('userRole').set({ roleId: Role.DefaultUser }).where('uid', '=', setter.uid).execute();
    expect(await download(setter.token, mine.pid)).toEqual({ status: 200, msg: '' });
    expect(await download(setter.token, theirs.pid)).toEqual(refused);
    expect(await download(a.user.token, mine.pid)).toEqual(refused);
    expect(await download(undefined, mine.pid)).toMatchObject({ status: 401 });
    expect(await download(setter.token, 987654)).toMatchObject({ status: 404 });
  });

  it('a problem whose owner is unknown (rows from before owners) is for admins only', async () => {
    const setter = await seedUser(t.core, { roleId: Role.ProblemAdmin });
    const p = await createProblem(t, setter.token, 'OWN4');
    await db().updateTable('problem').set({ ownerUid: null }).where('id', '=', p.pid).execute();
    await db().updateTable('userRole').set({ roleId: Role.DefaultUser }).where('uid', '=', setter.uid).execute();
    expect(await download(setter.token, p.pid)).toEqual(refused);
    expect(await download(a.admin.token, p.pid)).toEqual({ status: 200, msg: '' });
  });

  it('an imported problem belongs to the importing admin, whatever the file says', async () => {
    const json = {
      problem: { problemId: 'OWNIMP', title: 'Imported', author: a.user.username, ownerUid: a.user.uid },
      samples: [{ input: '1.in', output: '1.out' }],
    };
    const zip = makeZip([
      { name: 'problem_OWNIMP.json', data: JSON.stringify(json) },
      { name: 'problem_OWNIMP/1.in', data: '1 2\n' },
      { name: 'problem_OWNIMP/1.out', data: '3\n' },
    ]);
    const res = await postFile(t, importProblem, { token: a.root.token, filename: 'hoj.zip', content: zip });
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom('problem')
      .select(['id', 'ownerUid', 'author'])
      .where('problemId', '=', 'OWNIMP')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerUid: a.root.uid, author: a.user.username });
    expect(await download(a.user.token, row.id)).toEqual(refused);
  });
});
