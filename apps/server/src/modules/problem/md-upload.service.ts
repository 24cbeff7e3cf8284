import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { sniffImage } from '../account/avatar';

export const MD_IMG_TYPE = 'md-img';
export const MD_FILE_TYPE = 'md-file';
export const PUBLIC_IMG_URL = '/api/public/img/';
export const PUBLIC_FILE_URL = '/api/public/file/';
/** Decompression-bomb guard for inline images. */
const MAX_IMAGE_PIXELS = 100_000_000;

type ImageKind = NonNullable<ReturnType<typeof sniffImage>>;
export const IMAGE_EXTENSION: Record<ImageKind, string> = { gif: 'gif', jpeg: 'jpg', png: 'png', webp: 'webp', bmp: 'bmp' };

/**
 * The image type by content (name and MIME type are not trusted). SVG is refused: it may
 * carry script and would run on our origin. The decoder must agree with the magic bytes.
 */
export async function checkImage(buf: Buffer): Promise<ImageKind | null> {
  const kind = sniffImage(buf);
  if (!kind) return null;
  if (kind === 'bmp') return kind;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return meta.format === kind || (kind === 'jpeg' && meta.format === 'jpeg') ? kind : null;
  } catch {
    return null;
  }
}

export const randomName = (ext: string) => `${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;

/** A safe extension from a client file name: short, lowercase letters and digits only. */
export function safeExtension(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** Markdown images and attachments with `file` rows (contract §2.11). */
export class MdUploadService {
  constructor(private readonly db: Db, private readonly imgDir: string, private readonly fileDir: string) {}

  async saveImage(actor: Actor, data: Buffer, gid: number | null): Promise<{ link: string; fileId: number }> {
    const kind = await checkImage(data);
    if (!kind) throw AppError.fail('problemBank.imageType');
    const name = randomName(IMAGE_EXTENSION[kind]);
    const filePath = path.join(this.imgDir, name);
    await writeFile(filePath, data);
    const fileId = await this.record(actor.uid, gid, MD_IMG_TYPE, name, IMAGE_EXTENSION[kind], this.imgDir, filePath).catch(async (err: unknown) => {
      await unlink(filePath).catch(() => undefined);
      throw err;
    });
    return { link: PUBLIC_IMG_URL + name, fileId };
  }

  /** The caller has already streamed the file to `filePath` under its random name. */
  async recordAttachment(actor: Actor, filePath: string, originalName: string, gid: number | null): Promise<{ link: string }> {
    const name = path.basename(filePath);
    // The row keeps the original name so the download can offer it back.
    await this.record(actor.uid, gid, MD_FILE_TYPE, originalName.slice(0, 255) || name, safeExtension(originalName) || null, this.fileDir, filePath)
      .catch(async (err: unknown) => {
        await unlink(filePath).catch(() => undefined);
        throw err;
      });
    return { link: PUBLIC_FILE_URL + name };
  }

  async deleteImage(actor: Actor, fileId: number): Promise<void> {
    const row = await this.db.selectFrom('file').selectAll().where('id', '=', fileId).where('type', '=', MD_IMG_TYPE).where('isDeleted', '=', 0).executeTakeFirst();
    if (!row) throw AppError.notFound('problemBank.fileNotFound');
    if (row.uid !== actor.uid && !isAdmin(actor)) throw AppError.forbidden('problemBank.fileNotOwner');
    await this.db.updateTable('file').set({ isDeleted: 1 }).where('id', '=', fileId).execute();
    // basename: the stored path is ours, but never follow it outside the image folder.
    await unlink(path.join(this.imgDir, path.basename(row.filePath))).catch(() => undefined);
  }

  /** Original name of an attachment, for Content-Disposition. */
  async attachmentName(storedName: string): Promise<string | null> {
    const row = await this.db.selectFrom('file').select('name').where('type', '=', MD_FILE_TYPE)
      .where('filePath', '=', path.join(this.fileDir, storedName)).executeTakeFirst();
    return row?.name ?? null;
  }

  private async record(uid: string, gid: number | null, type: string, name: string, suffix: string | null, folderPath: string, filePath: string): Promise<number> {
    const row = await this.db.insertInto('file')
      .values({ uid, gid, type, name, suffix, folderPath, filePath, isDeleted: 0, gmtCreate: Date.now() })
      .returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }
}
