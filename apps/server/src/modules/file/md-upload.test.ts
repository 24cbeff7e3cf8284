import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteMdImg, uploadMdFile, uploadMdImg } from '@verdict/shared';
import { type TestApp, useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { postFile, tinyGif, tinyPng } from '../../test/upload-kit';

type Img = { link: string; fileId: number };

const img = (t: TestApp, token: string | undefined, content: Buffer | string, filename = 'pic.png', field = 'image') =>
  postFile<Img>(t, uploadMdImg, { token, field, filename, content, contentType: 'image/png' });

describe('markdown uploads', () => {
  const t = useTestApp();
  let a: Actors;
  const imgPath = (link: string) => path.join(t.core.paths.publicImg, path.basename(link));

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('stores a checked image under a random name with a file row, served inline', async () => {
    const png = await tinyPng();
    const res = await img(t, a.problemAdmin.token, png, '../../evil name.svg', 'image');
    expect(res.status).toBe(200);
    expect(res.data.link).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect(existsSync(imgPath(res.data.link))).toBe(true);
    const row = await t.core.database.db
      .selectFrom('file')
      .selectAll()
      .where('id', '=', res.data.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: a.problemAdmin.uid, type: 'md-img', isDeleted: 0, size: png.length });
    const served = await t.app.inject({ method: 'GET', url: res.data.link });
    expect([served.statusCode, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);
    expect(served.rawPayload.equals(png)).toBe(true);
    const gif = await postFile<Img>(t, uploadMdImg, {
      token: a.problemAdmin.token,
      field: 'image',
      filename: 'x.jpg',
      content: await tinyGif(),
      fields: { gid: '12' },
    });
    expect(gif.data.link).toMatch(/\.gif$/);
    expect(
      (await t.core.database.db.selectFrom('file').select('gid').where('id', '=', gif.data.fileId).executeTakeFirstOrThrow()).gid,
    ).toBe(12);
  });

  it('only admin roles may upload (spec 3 §6); ordinary users are refused before anything is stored', async () => {
    const before = readdirSync(t.core.paths.publicImg).length + readdirSync(t.core.paths.publicFile).length;
    const refused = [403, "Only admins (or a group's admins, for that group) may upload images and files!"];
    for (const u of [a.user, a.noSubmit]) {
      const plain = await img(t, u.token, await tinyPng());
      expect([plain.status, plain.msg]).toEqual(refused);
      const withField = await postFile(t, uploadMdImg, {
        token: u.token,
        field: 'image',
        filename: 'a.png',
        content: await tinyPng(),
        fields: { gid: '12' },
      });
      expect([withField.status, withField.msg]).toEqual(refused);
      const withQuery = await postFile(t, uploadMdFile, {
        token: u.token,
        filename: 'a.txt',
        content: 'x',
        query: { gid: '12' },
      });
      expect([withQuery.status, withQuery.msg]).toEqual(refused);
    }
    expect(readdirSync(t.core.paths.publicImg).length + readdirSync(t.core.paths.publicFile).length).toBe(before);
    const uploaders = await t.core.database.db.selectFrom('file').select('uid').distinct().execute();
    expect(uploaders.map((r) => r.uid)).not.toContain(a.user.uid);
    for (const u of [a.admin, a.problemAdmin, a.root]) {
      expect((await img(t, u.token, await tinyPng())).status).toBe(200);
      expect((await postFile(t, uploadMdFile, { token: u.token, filename: 'a.txt', content: 'x' })).status).toBe(200);
    }
  });

  it('refuses SVG, disguised and broken images, oversize files, the wrong field and visitors', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const content of [
      svg,
      Buffer.from('GIF89a but not really a gif at all'),
      (await tinyPng()).subarray(0, 20),
      Buffer.from('<html><script>1</script></html>'),
    ]) {
      const res = await img(t, a.admin.token, content, 'a.png');
      expect([res.status, res.msg]).toEqual([400, 'Only png, jpg, gif, webp and bmp images can be uploaded!']);
    }
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await img(t, a.admin.token, big);
    expect([tooBig.status, tooBig.msg]).toEqual([400, 'The image must not be larger than 10 MB!']);
    expect((await img(t, a.admin.token, await tinyPng(), 'a.png', 'file')).msg).toBe(
      'Please choose a file to upload (form field image)',
    );
    expect((await img(t, undefined, await tinyPng())).http).toBe(401);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: uploadMdImg.path,
      headers: { authorization: a.admin.token, 'accept-language': 'en' },
      payload: { image: 'x' },
    });
    expect(JSON.parse(notMultipart.body).msg).toMatch(/choose a file/);
  });

  it('serves /api/public/img by its content: the sniffed image type, anything else only as a download', async () => {
    const put = (name: string, data: Buffer | string) => writeFileSync(path.join(t.core.paths.publicImg, name), data);
    const get = (name: string) => t.app.inject({ method: 'GET', url: `/api/public/img/${name}` });
    put('disguised.png', await tinyGif());
    const gif = await get('disguised.png');
    expect([gif.statusCode, gif.headers['content-type'], gif.headers['x-content-type-options']]).toEqual([
      200,
      'image/gif',
      'nosniff',
    ]);
    expect(gif.headers['content-disposition']).toBeUndefined();
    for (const [name, data] of [
      ['legacy.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['page.html', '<html><script>1</script></html>'],
      ['fake.png', '<html>x</html>'],
    ]) {
      put(name, data);
      const res = await get(name);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get('nope.png')).statusCode).toBe(404);
    expect((await get('..%2F..%2Fverdict.db')).statusCode).toBe(404);
    expect((await get('.hidden')).statusCode).toBe(404);
  });

  it('delete-md-img: the owner or an admin; others 403; gone or unknown 404', async () => {
    const mine = (await img(t, a.problemAdmin.token, await tinyPng())).data;
    // The uploader has lost the admin role since: an image they uploaded is still theirs to delete.
    await t.core.database.db.updateTable('file').set({ uid: a.user.uid }).where('id', '=', mine.fileId).execute();
    const res = await t.call(deleteMdImg, { token: a.other.token, query: { fileId: mine.fileId } });
    expect([res.status, res.msg]).toEqual([403, 'You can only delete images you uploaded!']);
    expect((await t.call(deleteMdImg, { query: { fileId: mine.fileId } })).http).toBe(401);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: mine.fileId } })).status).toBe(200);
    expect(existsSync(imgPath(mine.link))).toBe(false);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: mine.fileId } })).status).toBe(404);
    for (const admin of [a.admin, a.problemAdmin, a.root]) {
      const other = (await img(t, a.root.token, await tinyPng())).data;
      expect((await t.call(deleteMdImg, { token: admin.token, query: { fileId: other.fileId } })).status).toBe(200);
    }
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: 424242 } })).status).toBe(404);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: 'x' } })).http).toBe(400);
  });

  it('upload-md-file keeps any type under a random name and serves it as a download', async () => {
    const html = '<html><body><script>document.cookie</script></body></html>';
    const res = await postFile<{ link: string }>(t, uploadMdFile, {
      token: a.admin.token,
      filename: '讲义 notes.html',
      content: html,
      contentType: 'text/html',
    });
    expect(res.status).toBe(200);
    expect(res.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}\.html$/);
    const got = await t.app.inject({ method: 'GET', url: res.data.link });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(html);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('讲义 notes.html')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const row = await t.core.database.db
      .selectFrom('file')
      .selectAll()
      .where('name', '=', '讲义 notes.html')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: a.admin.uid, type: 'md-file', suffix: 'html', size: html.length });

    const odd = await postFile<{ link: string }>(t, uploadMdFile, {
      token: a.admin.token,
      filename: '../../../etc/passwd',
      content: 'x',
    });
    expect(odd.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/file/..%2F..%2Fconfig' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/file/nope.txt' })).statusCode).toBe(404);
    expect((await postFile(t, uploadMdFile, { filename: 'a.txt', content: 'x' })).http).toBe(401);
    expect(
      (await postFile(t, uploadMdFile, { token: a.admin.token, field: 'image', filename: 'a.txt', content: 'x' })).msg,
    ).toMatch(/form field file/);
  });

  it('upload-md-file refuses more than 128 MB', async () => {
    const res = await postFile(t, uploadMdFile, {
      token: a.root.token,
      filename: 'big.bin',
      content: Buffer.alloc(128 * 1024 * 1024 + 10),
    });
    expect([res.status, res.msg]).toEqual([400, 'The file must not be larger than 128 MB!']);
    const rows = await t.core.database.db.selectFrom('file').select('name').where('name', '=', 'big.bin').execute();
    expect(rows).toEqual([]);
  }, 60_000);
});

describe('markdown upload quota', () => {
  const t = useTestApp({ uploadQuotaMb: 1 });
  let a: Actors;
  const KB = 1024;
  const attach = (token: string, bytes: number, filename = 'part.bin') =>
    postFile<{ link: string }>(t, uploadMdFile, { token, filename, content: randomBytes(bytes) });
  /** A PNG of noise: it does not compress, so its size is about width × height × 3. */
  const noisePng = (width: number, height: number) =>
    sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('counts the live images and attachments of each user against their quota', async () => {
    const picture = await noisePng(400, 500);
    expect(picture.length).toBeGreaterThan(550 * KB);
    const image = await img(t, a.admin.token, picture);
    expect(image.status).toBe(200);

    const filesBefore = readdirSync(t.core.paths.publicFile).length;
    const over = await attach(a.admin.token, 500 * KB, 'over.bin');
    expect([over.status, over.msg]).toEqual([
      400,
      expect.stringMatching(/^Upload quota exceeded: you have used 0\.\d MB of your 1 MB, and this file needs 0\.5 MB\.$/),
    ]);
    expect(readdirSync(t.core.paths.publicFile).length).toBe(filesBefore);
    expect(await t.core.database.db.selectFrom('file').select('id').where('name', '=', 'over.bin').execute()).toEqual([]);

    // The quota is per user.
    expect((await attach(a.problemAdmin.token, 500 * KB)).status).toBe(200);
    // A deleted image gives its space back.
    expect((await t.call(deleteMdImg, { token: a.admin.token, query: { fileId: image.data.fileId } })).status).toBe(200);
    expect((await attach(a.admin.token, 500 * KB)).status).toBe(200);
    const tooMuch = await attach(a.admin.token, 600 * KB);
    expect([tooMuch.status, tooMuch.msg]).toEqual([
      400,
      'Upload quota exceeded: you have used 0.5 MB of your 1 MB, and this file needs 0.6 MB.',
    ]);
    // Up to the quota exactly is allowed; after that nothing more is read.
    expect((await attach(a.admin.token, 524 * KB)).status).toBe(200);
    const full = await img(t, a.admin.token, await tinyPng());
    expect([full.status, full.msg]).toEqual([400, 'Upload quota used up: you have used 1 MB of your 1 MB.']);
  });
});
