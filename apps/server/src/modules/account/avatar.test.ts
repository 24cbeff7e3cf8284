import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type UserInfo, uploadAvatar } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { crc32Png, makeBmp } from './avatar.fixture';

const t = useTestApp();

async function upload(token: string | null, file: Buffer, opts: { field?: string; filename?: string } = {}) {
  const boundary = '----verdict' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'a.png'}"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url: uploadAvatar.path,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
      ...(token ? { authorization: token } : {}),
    },
  });
  const body = JSON.parse(res.body) as { status: number; msg: string; data: UserInfo | null };
  return { http: res.statusCode, ...body };
}

const fileOf = (url: string) => path.join(t.core.paths.publicImg, path.basename(url));

async function expectAvatarPng(url: string) {
  expect(url).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
  const meta = await sharp(fileOf(url)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
}

describe('POST /api/file/upload-avatar', () => {
  it('stores a 200×200 PNG, answers the user map, replaces and removes the old one', async () => {
    const u = await seedUser(t.core);
    const jpeg = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const first = await upload(u.token, jpeg, { filename: 'photo.txt' });
    expect([first.http, first.status]).toEqual([200, 200]);
    expect(first.data).toMatchObject({ uid: u.uid, username: u.username, roleList: ['default_user'] });
    await expectAvatarPng(first.data!.avatar!);

    const png = await sharp({ create: { width: 50, height: 80, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const second = await upload(u.token, png);
    await expectAvatarPng(second.data!.avatar!);
    expect(existsSync(fileOf(first.data!.avatar!))).toBe(false);
    const files = await t.core.database.db
      .selectFrom('file')
      .select(['name', 'isDeleted'])
      .where('uid', '=', u.uid)
      .orderBy('id')
      .execute();
    expect(files.map((f) => f.isDeleted)).toEqual([1, 0]);
    expect(files[1].name).toBe(path.basename(second.data!.avatar!));
  });

  it('accepts gif and webp', async () => {
    const u = await seedUser(t.core);
    for (const format of ['gif', 'webp'] as const) {
      const img = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00aa00' } })
        .toFormat(format)
        .toBuffer();
      const res = await upload(u.token, img);
      expect(res.status).toBe(200);
      await expectAvatarPng(res.data!.avatar!);
    }
  });

  it('accepts uncompressed 24-bit and 32-bit BMP', async () => {
    const u = await seedUser(t.core);
    for (const bpp of [24, 32] as const) {
      const res = await upload(u.token, makeBmp(7, 5, bpp, [200, 10, 20]), { filename: 'x.bmp' });
      expect(res.status).toBe(200);
      await expectAvatarPng(res.data!.avatar!);
      const { data } = await sharp(fileOf(res.data!.avatar!)).raw().toBuffer({ resolveWithObject: true });
      const [r, g, b] = data;
      expect([Math.abs(r - 200), Math.abs(g - 10), Math.abs(b - 20)].every((d) => d < 3)).toBe(true);
    }
  });

  it('refuses what is not an image: "File type not support"', async () => {
    const u = await seedUser(t.core);
    const fakes = [
      Buffer.from('this is plain text pretending to be a png file'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]),
      Buffer.from('BM' + 'x'.repeat(100)),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer(),
    ];
    for (const fake of fakes) {
      const res = await upload(u.token, fake);
      expect([res.http, res.status, res.msg]).toEqual([200, 400, 'File type not support']);
    }
  });

  it('refuses more than 2 MB: "Exceed max size limit"', async () => {
    const u = await seedUser(t.core);
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(2 * 1024 * 1024),
    ]);
    const res = await upload(u.token, big);
    expect([res.http, res.status, res.msg]).toEqual([200, 400, 'Exceed max size limit']);
  });

  it('refuses a decompression bomb (huge declared size)', async () => {
    const u = await seedUser(t.core);
    const res = await upload(u.token, crc32Png(60000, 60000));
    expect([res.status, res.msg]).toEqual([400, 'File type not support']);
    const bmpBomb = makeBmp(7, 5, 24, [0, 0, 0]);
    bmpBomb.writeInt32LE(100000, 18);
    bmpBomb.writeInt32LE(100000, 22);
    expect((await upload(u.token, bmpBomb)).status).toBe(400);
  });

  it('needs the field image and a login', async () => {
    const u = await seedUser(t.core);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(u.token, png, { field: 'file' })).status).toBe(400);
    expect((await upload(null, png)).http).toBe(401);
  });
});
