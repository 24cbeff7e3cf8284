import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GroupLevel, Role, adminAddProblem, adminUpdateProblem, uploadTestcaseZip } from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, type ZipEntry, makeZip, seedActors, upload } from '../../test/judge-kit';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { PENDING_UPLOAD_TTL_MS } from './testdata-uploads';

const KB = 1024;
const MB = 1024 * KB;

/** Random bytes as text cases (random: the store cannot share them between uploads). */
const casesZip = (count: number, bytesEach: number): Buffer =>
  makeZip(
    Array.from({ length: count }, (_, i): ZipEntry[] => [
      { name: `${i + 1}.in`, data: randomBytes(bytesEach / 2).toString('hex') },
      { name: `${i + 1}.out`, data: `${i}\n` },
    ]).flat(),
  );

/** Every file the test-data store and the temp folder hold, with their sizes. */
function diskBytes(...dirs: string[]): number {
  let total = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const st = statSync(file);
      if (st.isDirectory()) walk(file);
      else total += st.size;
    }
  };
  for (const d of dirs) walk(d);
  return total;
}

describe('test-data uploads: caps before writing, quotas per user and per group, clean-up', () => {
  // 1 MB each, so a few hundred KB show every rule; the super admin is not limited.
  const t = useTestApp({ testdataQuotaMbUser: 1, testdataQuotaMbGroup: 1 });
  let a: Actors;
  const send = (token: string, content: Buffer, gid?: number) =>
    upload(t, uploadTestcaseZip, { token, filename: 'cases.zip', content, ...(gid ? { query: { gid: String(gid) } } : {}) });
  const disk = () => diskBytes(t.core.paths.testcases, t.core.paths.tmp);
  const saveProblem = async (token: string, dir: string, extra: Record<string, unknown> = {}) => {
    const problemId = `Q${randomBytes(4).toString('hex').toUpperCase()}`;
    const res = await t.call(adminAddProblem, {
      token,
      body: {
        problem: { problemId, title: 'q', type: 0, auth: 1 },
        samples: [],
        isUploadTestCase: true,
        uploadTestcaseDir: dir,
        languages: [{ name: 'C' }],
        ...extra,
      },
    });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    return (
      await t.core.database.db.selectFrom('problem').select('id').where('problemId', '=', problemId).executeTakeFirstOrThrow()
    ).id;
  };

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('refuses a zip bomb from what its central directory declares, before writing a byte of it', async () => {
    const before = disk();
    // 50 MB of zeros in a zip of about 50 KB: over the uploader's 1 MB quota.
    const bomb = makeZip([
      { name: '1.in', data: Buffer.alloc(50 * MB) },
      { name: '1.out', data: '0\n' },
    ]);
    expect(bomb.length).toBeLessThan(200 * KB);
    const res = await send(a.problemAdmin.token, bomb);
    expect([res.status, res.msg]).toEqual([
      400,
      expect.stringMatching(/^Not enough test data space left for you: 1 MB of 1 MB, and this zip needs 50.1 MB once extracted/),
    ]);
    expect(disk()).toBe(before);
    // Caps that bind everybody (the super admin too), read from the declarations: more than 128 MB in a
    // file, more than 1 GiB in all; the entries hold a few bytes, so only the declarations can refuse them.
    const oneHuge = makeZip([
      { name: '1.in', data: '1\n', declaredSize: 129 * MB },
      { name: '1.out', data: '1\n' },
    ]);
    const tooMany = makeZip(Array.from({ length: 9 }, (_, i) => ({ name: `${i}.in`, data: `${i}\n`, declaredSize: 120 * MB })));
    for (const zip of [oneHuge, tooMany]) {
      const refused = await send(a.root.token, zip);
      expect([refused.status, refused.msg]).toEqual([
        400,
        expect.stringMatching(/^The archive is too large or holds too many files: /),
      ]);
    }
    // A header that says less than the entry holds stops at the declared size: nothing is kept.
    const liar = await send(
      a.root.token,
      makeZip([
        { name: '1.in', data: Buffer.alloc(5 * MB, 0x31), declaredSize: 100 },
        { name: '1.out', data: '1\n' },
      ]),
    );
    expect(liar.status).toBe(400);
    expect(disk()).toBe(before);
  });

  it("counts a user's pending uploads and problems against their quota; the super admin is not limited", async () => {
    const user = await seedUser(t.core, { roleId: Role.ProblemAdmin });
    const first = await send(user.token, casesZip(3, 200 * KB));
    expect(first.status).toBe(200);
    // 600 KB pending: another 600 KB does not fit, and is refused before it is extracted.
    const before = disk();
    const second = await send(user.token, casesZip(3, 200 * KB));
    expect([second.status, second.msg]).toEqual([
      400,
      expect.stringMatching(/^Not enough test data space left for you: 0.4 MB of 1 MB, and this zip needs 0.6 MB/),
    ]);
    expect(disk()).toBe(before);
    // Saved into a problem, the cases still count (the problem holds them now).
    await saveProblem(user.token, first.data.fileListDir);
    expect(existsSync(path.join(t.core.paths.tmp, first.data.fileListDir))).toBe(false);
    expect((await send(user.token, casesZip(3, 200 * KB))).status).toBe(400);
    // A zip larger than the room left is refused by its Content-Length, unread.
    const big = await send(user.token, makeZip([{ name: '1.in', data: randomBytes(600 * KB) }]));
    expect([big.status, big.msg]).toEqual([
      400,
      expect.stringMatching(/^The zip is larger than the test data space you have left \(0\.4 MB\)/),
    ]);
    expect((await send(a.root.token, casesZip(3, 200 * KB))).status).toBe(200);
  });

  it("counts a group's uploads and problems against the group quota, whoever of its admins uploads", async () => {
    const owner = await seedUser(t.core);
    const helper = await seedUser(t.core);
    const group = await createGroup(t, owner.token);
    const other = await createGroup(t, owner.token);
    await joinGroup(t, group.gid, owner.token, helper.token, GroupLevel.Admin);
    await joinGroup(t, other.gid, owner.token, helper.token, GroupLevel.Admin);
    expect((await send(owner.token, casesZip(2, 300 * KB), group.gid)).status).toBe(200);
    // The helper has room of their own, the group has 400 KB left.
    const refused = await send(helper.token, casesZip(2, 300 * KB), group.gid);
    expect([refused.status, refused.msg]).toEqual([
      400,
      expect.stringMatching(/^Not enough test data space left in this group: 0.4 MB of 1 MB, and this zip needs 0.6 MB/),
    ]);
    expect((await send(helper.token, casesZip(2, 300 * KB), other.gid)).status).toBe(200);
    // A third group has room; the helper's own quota (600 KB pending) has too little.
    const third = await createGroup(t, owner.token);
    await joinGroup(t, third.gid, owner.token, helper.token, GroupLevel.Admin);
    const own = await send(helper.token, casesZip(2, 300 * KB), third.gid);
    expect([own.status, own.msg]).toEqual([
      400,
      expect.stringMatching(/^Not enough test data space left for you: 0.4 MB of 1 MB, and this zip needs 0.6 MB/),
    ]);
  });

  it('sweeps uploads never saved into a problem, and the files of replaced test data', async () => {
    const stored = () =>
      new Set(
        readdirSync(t.core.paths.testcases)
          .filter((d) => /^[0-9a-f]{2}$/.test(d))
          .flatMap((d) => readdirSync(path.join(t.core.paths.testcases, d))),
      );
    const hashesOf = async (pid: number) =>
      (
        await t.core.database.db.selectFrom('problemCase').select(['inputHash', 'outputHash']).where('pid', '=', pid).execute()
      ).flatMap((c) => [c.inputHash, c.outputHash]);
    const kept = await send(a.root.token, casesZip(1, 2 * KB));
    const pid = await saveProblem(a.root.token, kept.data.fileListDir);
    const oldHashes = await hashesOf(pid);
    // Stored long ago: replacing them must still keep them a while (a judgement of the old version may fetch them).
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const h of oldHashes) utimesSync(t.core.testdata.pathOf(h), dayAgo, dayAgo);
    // New test data for the problem: the old files are no longer used by any case.
    const replacement = await send(a.root.token, casesZip(2, 2 * KB));
    const problem = await t.core.database.db
      .selectFrom('problem')
      .select(['problemId'])
      .where('id', '=', pid)
      .executeTakeFirstOrThrow();
    const updated = await t.call(adminUpdateProblem, {
      token: a.root.token,
      body: {
        problem: { id: pid, problemId: problem.problemId, title: 'q', type: 0, auth: 1 },
        samples: [],
        isUploadTestCase: true,
        uploadTestcaseDir: replacement.data.fileListDir,
        languages: [{ name: 'C' }],
      },
    });
    expect(updated.status).toBe(200);
    const newHashes = await hashesOf(pid);
    // Uploaded, then the form was abandoned.
    const abandoned = await send(a.root.token, casesZip(1, 3 * KB));
    const abandonedDir = path.join(t.core.paths.tmp, abandoned.data.fileListDir);
    expect(existsSync(abandonedDir)).toBe(true);

    // A sweep now removes nothing young; one as if hours had passed removes the upload and the unused files.
    expect(await t.app.services.testdataUploads.sweep()).toEqual({ uploads: 0, files: 0 });
    for (const h of oldHashes) expect(t.core.testdata.has(h)).toBe(true);
    const swept = await t.app.services.testdataUploads.sweep(PENDING_UPLOAD_TTL_MS, Date.now() + PENDING_UPLOAD_TTL_MS + 60_000);
    expect(swept.uploads).toBeGreaterThanOrEqual(1);
    expect(existsSync(abandonedDir)).toBe(false);
    const left = stored();
    for (const h of newHashes) expect(left.has(h)).toBe(true);
    for (const h of oldHashes.filter((x) => !newHashes.includes(x))) expect(left.has(h)).toBe(false);
    // Every file left is used by a case.
    const used = new Set(
      (await t.core.database.db.selectFrom('problemCase').select(['inputHash', 'outputHash']).execute()).flatMap((c) => [
        c.inputHash,
        c.outputHash,
      ]),
    );
    expect([...left].filter((h) => !used.has(h))).toEqual([]);
  });
});
