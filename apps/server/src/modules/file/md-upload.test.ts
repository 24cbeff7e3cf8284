import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteMdImg, uploadMdFile, uploadMdImg } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { postFile, tinyGif, tinyPng } from '../../test/upload-kit';

type Img = { link: string; fileId: number };

describe('markdown uploads', () => {
  const t = useTestApp();
  let a: Actors;
  const img = (token: string | undefined, content: Buffer | string, filename = 'pic.png', field = 'image') =>
    postFile<Img>(t, uploadMdImg, { token, field, filename, content, contentType: 'image/png' });
  const imgPath = (link: string) => path.join(t.core.paths.publicImg, path.basename(link));

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('stores a checked image under a random name with a file row, served inline', async () => {
    const res = await img(a.user.token, await tinyPng(), '../../evil name.svg', 'image');
    expect(res.status).toBe(200);
    expect(res.data.link).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect(existsSync(imgPath(res.data.link))).toBe(true);
    const row = await t.core.database.db.selectFrom('file').selectAll().where('id', '=', res.data.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: a.user.uid, type: 'md-img', isDeleted: 0 });
    const served = await t.app.inject({ method: 'GET', url: res.data.link });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    const gif = await postFile<Img>(t, uploadMdImg, { token: a.user.token, field: 'image', filename: 'x.jpg', content: await tinyGif(), fields: { gid: '12' } });
    expect(gif.data.link).toMatch(/\.gif$/);
    expect((await t.core.database.db.selectFrom('file').select('gid').where('id', '=', gif.data.fileId).executeTakeFirstOrThrow()).gid).toBe(12);
  });

  it('refuses SVG, disguised and broken images, oversize files, the wrong field and visitors', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const content of [svg, Buffer.from('GIF89a but not really a gif at all'), (await tinyPng()).subarray(0, 20), Buffer.from('<html><script>1</script></html>')]) {
      const res = await img(a.user.token, content, 'a.png');
      expect([res.status, res.msg]).toEqual([400, 'Only png, jpg, gif, webp and bmp images can be uploaded!']);
    }
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await img(a.user.token, big);
    expect([tooBig.status, tooBig.msg]).toEqual([400, 'The image must not be larger than 10 MB!']);
    expect((await img(a.user.token, await tinyPng(), 'a.png', 'file')).msg).toBe('Please choose a file to upload (form field image)');
    expect((await img(undefined, await tinyPng())).http).toBe(401);
    const notMultipart = await t.app.inject({ method: 'POST', url: uploadMdImg.path, headers: { authorization: a.user.token, 'accept-language': 'en' }, payload: { image: 'x' } });
    expect(JSON.parse(notMultipart.body).msg).toMatch(/choose a file/);
  });

  it('delete-md-img: the owner or an admin; others 403; gone or unknown 404', async () => {
    const mine = (await img(a.user.token, await tinyPng())).data;
    const res = await t.call(deleteMdImg, { token: a.other.token, query: { fileId: mine.fileId } });
    expect([res.status, res.msg]).toEqual([403, 'You can only delete images you uploaded!']);
    expect((await t.call(deleteMdImg, { query: { fileId: mine.fileId } })).http).toBe(401);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: mine.fileId } })).status).toBe(200);
    expect(existsSync(imgPath(mine.link))).toBe(false);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: mine.fileId } })).status).toBe(404);
    for (const admin of [a.admin, a.problemAdmin, a.root]) {
      const other = (await img(a.other.token, await tinyPng())).data;
      expect((await t.call(deleteMdImg, { token: admin.token, query: { fileId: other.fileId } })).status).toBe(200);
    }
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: 424242 } })).status).toBe(404);
    expect((await t.call(deleteMdImg, { token: a.user.token, query: { fileId: 'x' } })).http).toBe(400);
  });

  it('upload-md-file keeps any type under a random name and serves it as a download', async () => {
    const html = '<html><body><script>document.cookie</script></body></html>';
    const res = await postFile<{ link: string }>(t, uploadMdFile, { token: a.user.token, filename: '讲义 notes.html', content: html, contentType: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}\.html$/);
    const got = await t.app.inject({ method: 'GET', url: res.data.link });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe(html);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('讲义 notes.html')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const row = await t.core.database.db.selectFrom('file').selectAll().where('type', '=', 'md-file').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: a.user.uid, name: '讲义 notes.html', suffix: 'html' });

    const odd = await postFile<{ link: string }>(t, uploadMdFile, { token: a.user.token, filename: '../../../etc/passwd', content: 'x' });
    expect(odd.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/file/..%2F..%2Fconfig' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/file/nope.txt' })).statusCode).toBe(404);
    expect((await postFile(t, uploadMdFile, { filename: 'a.txt', content: 'x' })).http).toBe(401);
    expect((await postFile(t, uploadMdFile, { token: a.user.token, field: 'image', filename: 'a.txt', content: 'x' })).msg).toMatch(/form field file/);
  });

  it('upload-md-file refuses more than 128 MB', async () => {
    const res = await postFile(t, uploadMdFile, { token: a.user.token, filename: 'big.bin', content: Buffer.alloc(128 * 1024 * 1024 + 10) });
    expect([res.status, res.msg]).toEqual([400, 'The file must not be larger than 128 MB!']);
    const rows = await t.core.database.db.selectFrom('file').select('name').where('name', '=', 'big.bin').execute();
    expect(rows).toEqual([]);
  }, 60_000);
});
