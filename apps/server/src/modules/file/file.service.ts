import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { FileRepository } from './file.repository';
import { IMAGE_EXTENSION, checkImage, randomName, safeExtension } from './image-type';

export const MD_IMG_TYPE = 'md-img';
export const MD_FILE_TYPE = 'md-file';
export const AVATAR_TYPE = 'avatar';
export const PUBLIC_IMG_URL = '/api/public/img/';
export const PUBLIC_FILE_URL = '/api/public/file/';

/** A file an import brought along, already written under its random name. */
export interface ImportedAsset {
  kind: 'img' | 'file';
  /** Random stored name. */
  name: string;
  originalName: string;
}

/** Stored uploads and their `file` rows (contract §2.11): markdown images and attachments, avatars, imports. */
export class FileService {
  constructor(private readonly repo: FileRepository, readonly imgDir: string, readonly fileDir: string) {}

  async saveImage(actor: Actor, data: Buffer, gid: number | null): Promise<{ link: string; fileId: number }> {
    const kind = await checkImage(data);
    if (!kind) throw AppError.fail('problemBank.imageType');
    const name = randomName(IMAGE_EXTENSION[kind]);
    const filePath = path.join(this.imgDir, name);
    await writeFile(filePath, data);
    const fileId = await this.repo
      .insert({ uid: actor.uid, gid, type: MD_IMG_TYPE, name, suffix: IMAGE_EXTENSION[kind], folderPath: this.imgDir, filePath })
      .catch(async (err: unknown) => {
        await unlink(filePath).catch(() => undefined);
        throw err;
      });
    return { link: PUBLIC_IMG_URL + name, fileId };
  }

  /** The caller has already streamed the file to `filePath` under its random name. */
  async recordAttachment(actor: Actor, filePath: string, originalName: string, gid: number | null): Promise<{ link: string }> {
    const name = path.basename(filePath);
    // The row keeps the original name so the download can offer it back.
    await this.repo
      .insert({
        uid: actor.uid, gid, type: MD_FILE_TYPE, name: originalName.slice(0, 255) || name, suffix: safeExtension(originalName) || null,
        folderPath: this.fileDir, filePath,
      })
      .catch(async (err: unknown) => {
        await unlink(filePath).catch(() => undefined);
        throw err;
      });
    return { link: PUBLIC_FILE_URL + name };
  }

  async deleteImage(actor: Actor, fileId: number): Promise<void> {
    const row = await this.repo.findLive(fileId, MD_IMG_TYPE);
    if (!row) throw AppError.notFound('problemBank.fileNotFound');
    if (row.uid !== actor.uid && !isAdmin(actor)) throw AppError.forbidden('problemBank.fileNotOwner');
    await this.repo.markDeleted(fileId);
    // basename: the stored path is ours, but never follow it outside the image folder.
    await unlink(path.join(this.imgDir, path.basename(row.filePath))).catch(() => undefined);
  }

  /** Original name of an attachment, for Content-Disposition. */
  attachmentName = (storedName: string) => this.repo.nameByPath(MD_FILE_TYPE, path.join(this.fileDir, storedName));

  /** Makes `name` (already written to the image folder) the user's one live avatar file. */
  async recordAvatar(uid: string, name: string): Promise<string> {
    await this.repo.retireAll(uid, AVATAR_TYPE);
    await this.repo.insert({ uid, gid: null, type: AVATAR_TYPE, name, suffix: 'png', folderPath: this.imgDir, filePath: path.join(this.imgDir, name) });
    return PUBLIC_IMG_URL + name;
  }

  /** Whether `name` was stored as this user's avatar (only such files may be removed on replacement). */
  isOwnAvatar = (uid: string, name: string) => this.repo.ownedBy(uid, AVATAR_TYPE, name);

  /** Rows for the images and attachments an import wrote, owned by the importing admin. */
  async recordImported(actor: Actor, assets: ImportedAsset[]): Promise<void> {
    await this.repo.insertMany(assets.map((a) => {
      const folderPath = a.kind === 'img' ? this.imgDir : this.fileDir;
      return {
        uid: actor.uid, gid: null, type: a.kind === 'img' ? MD_IMG_TYPE : MD_FILE_TYPE, name: a.originalName.slice(0, 255) || a.name,
        suffix: path.extname(a.name).slice(1) || null, folderPath, filePath: path.join(folderPath, a.name),
      };
    }));
  }
}
