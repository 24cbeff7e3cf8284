import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { Limits, type UserInfo } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import { BmpError, decodeBmp } from '../file/bmp';
import type { FileService } from '../file/file.service';
import { sniffImage } from '../file/image-type';
import type { AccountRepository } from './account.repository';
import { toUserInfo } from './user-info';

/** Decompression-bomb guard: a 2 MB file may still declare a gigapixel image. */
export const MAX_AVATAR_PIXELS = 25_000_000;
const PUBLIC_IMG_URL = '/api/public/img/';

/** A 200×200 centre-cropped PNG of any accepted image, or 'File type not support'. */
export async function toAvatarPng(buf: Buffer): Promise<Buffer> {
  const kind = sniffImage(buf);
  if (!kind) throw AppError.fail('account.fileTypeNotSupport');
  const size = Limits.avatarSize;
  try {
    let image: Sharp;
    if (kind === 'bmp') {
      const raw = decodeBmp(buf, MAX_AVATAR_PIXELS);
      image = sharp(raw.data, {
        raw: { width: raw.width, height: raw.height, channels: 4 },
        limitInputPixels: MAX_AVATAR_PIXELS,
      });
    } else {
      image = sharp(buf, { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'error' });
      const meta = await image.metadata();
      // The magic bytes and what the decoder found must agree (a PNG header on other data fails here).
      if (meta.format !== kind) throw AppError.fail('account.fileTypeNotSupport');
      image = image.rotate();
    }
    return await image.resize(size, size, { fit: 'cover', position: 'centre' }).png().toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // BmpError, or sharp refusing the data (corrupt, truncated, over the pixel limit).
    if (err instanceof BmpError || err instanceof Error) throw AppError.fail('account.fileTypeNotSupport');
    throw err;
  }
}

/** Stores avatars under public/img and keeps the user row and file table in step. */
export class AvatarService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly files: FileService,
  ) {}

  async replace(uid: string, upload: Buffer): Promise<UserInfo> {
    if (upload.length > Limits.avatarMaxBytes) throw AppError.fail('account.fileTooLarge');
    const png = await toAvatarPng(upload);
    const before = await this.repo.findByUid(uid);
    const name = `${randomUUID().replace(/-/g, '')}.png`;
    const dir = this.files.imgDir;
    const filePath = path.join(dir, name);
    await writeFile(filePath, png);
    try {
      await this.repo.setAvatar(uid, await this.files.recordAvatar(uid, name));
    } catch (err) {
      await unlink(filePath).catch(() => undefined);
      throw err;
    }
    const old = before?.avatar;
    if (old?.startsWith(PUBLIC_IMG_URL)) {
      // basename keeps a crafted avatar value from pointing outside the image folder.
      const oldName = path.basename(old);
      if (oldName !== name && (await this.files.isOwnAvatar(uid, oldName)))
        await unlink(path.join(dir, oldName)).catch(() => undefined);
    }
    const after = await this.repo.findByUid(uid);
    if (!after) throw AppError.notFound('account.userNotFound');
    return toUserInfo(after);
  }
}
