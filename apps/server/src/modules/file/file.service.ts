import { open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { type GroupAdmins, NO_GROUP_ADMINS, canUploadMarkdown } from './file.policy';
import type { FileRepository, NewFileRow } from './file.repository';
import { IMAGE_EXTENSION, IMAGE_MIME, SNIFF_BYTES, checkImage, randomName, safeExtension, sniffImage } from './image-type';

export const MD_IMG_TYPE = 'md-img';
export const MD_FILE_TYPE = 'md-file';
export const AVATAR_TYPE = 'avatar';
export const CAROUSEL_TYPE = 'carousel';
export const GROUP_AVATAR_TYPE = 'group-avatar';
export const TEAM_LOGO_TYPE = 'team-logo';
export const PUBLIC_IMG_URL = '/api/public/img/';
export const PUBLIC_FILE_URL = '/api/public/file/';

/** What the upload quota counts: the markdown images and attachments a user uploaded and did not delete. */
const QUOTA_TYPES = [MD_IMG_TYPE, MD_FILE_TYPE];
const MB = 1024 * 1024;
/** Megabytes for messages, to one decimal. */
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export interface FileLimits {
  /** Total bytes of markdown uploads each user may keep; 0 means no limit. */
  quotaBytes: number;
}

/** A file an import brought along, already written under its random name. */
export interface ImportedAsset {
  kind: 'img' | 'file';
  /** Random stored name. */
  name: string;
  originalName: string;
}

/** Stored uploads and their `file` rows (contract §2.11): markdown images and attachments, avatars, imports. */
export class FileService {
  constructor(
    private readonly repo: FileRepository,
    readonly imgDir: string,
    readonly fileDir: string,
    private readonly limits: FileLimits,
    private readonly groups: GroupAdmins = NO_GROUP_ADMINS,
  ) {}

  /**
   * Whether the actor may upload for this gid, with room left in their quota. Routes call it before
   * reading the upload; saving checks again, with the size.
   */
  async admitUpload(actor: Actor, gid: number | null): Promise<void> {
    if (!(await canUploadMarkdown(actor, gid, this.groups))) throw AppError.forbidden('problemBank.uploadNotAllowed');
    const { quotaBytes } = this.limits;
    if (quotaBytes <= 0) return;
    const used = await this.repo.usedBytes(actor.uid, QUOTA_TYPES);
    if (used >= quotaBytes) throw AppError.fail('problemBank.uploadQuotaFull', { used: mb(used), quota: mb(quotaBytes) });
  }

  async saveImage(actor: Actor, data: Buffer, gid: number | null): Promise<{ link: string; fileId: number }> {
    await this.admitUpload(actor, gid);
    const kind = await checkImage(data);
    if (!kind) throw AppError.fail('problemBank.imageType');
    const name = randomName(IMAGE_EXTENSION[kind]);
    const filePath = path.join(this.imgDir, name);
    await writeFile(filePath, data);
    const fileId = await this.insertCounted({
      uid: actor.uid,
      gid,
      type: MD_IMG_TYPE,
      name,
      suffix: IMAGE_EXTENSION[kind],
      folderPath: this.imgDir,
      filePath,
      size: data.length,
    });
    return { link: PUBLIC_IMG_URL + name, fileId };
  }

  /** The caller has already streamed the file (`size` bytes) to `filePath` under its random name; it is removed when refused. */
  async recordAttachment(
    actor: Actor,
    filePath: string,
    originalName: string,
    gid: number | null,
    size: number,
  ): Promise<{ link: string }> {
    const name = path.basename(filePath);
    try {
      await this.admitUpload(actor, gid);
    } catch (err) {
      await unlink(filePath).catch(() => undefined);
      throw err;
    }
    // The row keeps the original name so the download can offer it back.
    await this.insertCounted({
      uid: actor.uid,
      gid,
      type: MD_FILE_TYPE,
      name: originalName.slice(0, 255) || name,
      suffix: safeExtension(originalName) || null,
      folderPath: this.fileDir,
      filePath,
      size,
    });
    return { link: PUBLIC_FILE_URL + name };
  }

  /**
   * Inserts the row of a written upload and checks the quota in the same transaction, counting the
   * new row, so uploads racing each other cannot both slip under it. On refusal the file goes.
   */
  private async insertCounted(row: NewFileRow & { uid: string; size: number }): Promise<number> {
    const { quotaBytes } = this.limits;
    return this.repo
      .transaction(async (trx: Db) => {
        const id = await this.repo.insert(row, trx);
        if (quotaBytes > 0) {
          const used = await this.repo.usedBytes(row.uid, QUOTA_TYPES, trx);
          if (used > quotaBytes) {
            throw AppError.fail('problemBank.uploadQuotaExceeded', {
              used: mb(used - row.size),
              quota: mb(quotaBytes),
              size: mb(row.size),
            });
          }
        }
        return id;
      })
      .catch(async (err: unknown) => {
        await unlink(row.filePath).catch(() => undefined);
        throw err;
      });
  }

  async deleteImage(actor: Actor, fileId: number): Promise<void> {
    const row = await this.repo.findLive(fileId, MD_IMG_TYPE);
    if (!row) throw AppError.notFound('problemBank.fileNotFound');
    if (row.uid !== actor.uid && !isAdmin(actor)) throw AppError.forbidden('problemBank.fileNotOwner');
    await this.repo.markDeleted(fileId);
    // basename: the stored path is ours, but never follow it outside the image folder.
    await unlink(path.join(this.imgDir, path.basename(row.filePath))).catch(() => undefined);
  }

  /** Stores a home carousel image (the route admits root only); null when the bytes are no image we accept. */
  async saveCarousel(actor: Actor, data: Buffer): Promise<{ id: number; url: string } | null> {
    return this.saveChecked(actor, data, CAROUSEL_TYPE);
  }

  /** Stores an organisation's logo (the team module checks who may); null when the bytes are no image we accept. */
  async saveTeamLogo(actor: Actor, data: Buffer): Promise<{ id: number; url: string } | null> {
    return this.saveChecked(actor, data, TEAM_LOGO_TYPE);
  }

  private async saveChecked(actor: Actor, data: Buffer, type: string): Promise<{ id: number; url: string } | null> {
    const kind = await checkImage(data);
    if (!kind) return null;
    const name = randomName(IMAGE_EXTENSION[kind]);
    const filePath = path.join(this.imgDir, name);
    await writeFile(filePath, data);
    const id = await this.repo.insert({
      uid: actor.uid,
      gid: null,
      type,
      name,
      suffix: IMAGE_EXTENSION[kind],
      folderPath: this.imgDir,
      filePath,
    });
    return { id, url: PUBLIC_IMG_URL + name };
  }

  /** The live carousel images, oldest first (the order they were added). */
  async carousel(): Promise<Array<{ id: number; url: string }>> {
    const rows = await this.repo.listLive(CAROUSEL_TYPE);
    return rows.map((r) => ({ id: Number(r.id), url: PUBLIC_IMG_URL + path.basename(r.filePath) }));
  }

  /** Removes a carousel image and its file; false when there is no such live image. */
  async deleteCarousel(id: number): Promise<boolean> {
    const row = await this.repo.findLive(id, CAROUSEL_TYPE);
    if (!row) return false;
    await this.repo.markDeleted(id);
    await unlink(path.join(this.imgDir, path.basename(row.filePath))).catch(() => undefined);
    return true;
  }

  /** The MIME type of a stored image by its first bytes; null when they are no image we accept. */
  async imageContentType(storedName: string): Promise<string | null> {
    const handle = await open(path.join(this.imgDir, path.basename(storedName)), 'r');
    try {
      const head = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
      const kind = sniffImage(head.subarray(0, bytesRead));
      return kind ? IMAGE_MIME[kind] : null;
    } finally {
      await handle.close();
    }
  }

  /** Original name of an attachment, for Content-Disposition. */
  attachmentName = (storedName: string) => this.repo.nameByPath(MD_FILE_TYPE, path.join(this.fileDir, storedName));

  /** Makes `name` (already written to the image folder) the user's one live avatar file. */
  async recordAvatar(uid: string, name: string): Promise<string> {
    await this.repo.retireAll(uid, AVATAR_TYPE);
    await this.repo.insert({
      uid,
      gid: null,
      type: AVATAR_TYPE,
      name,
      suffix: 'png',
      folderPath: this.imgDir,
      filePath: path.join(this.imgDir, name),
    });
    return PUBLIC_IMG_URL + name;
  }

  /** Whether `name` was stored as this user's avatar (only such files may be removed on replacement). */
  isOwnAvatar = (uid: string, name: string) => this.repo.ownedBy(uid, AVATAR_TYPE, name);

  /**
   * Stores a group's avatar (a PNG the caller made) as the group's one live avatar file and removes
   * the previous one; answers its public URL.
   */
  async saveGroupAvatar(uid: string, gid: number, png: Buffer, previousUrl: string | null): Promise<string> {
    const name = randomName('png');
    const filePath = path.join(this.imgDir, name);
    await writeFile(filePath, png);
    try {
      await this.repo.retireAllOfGroup(gid, GROUP_AVATAR_TYPE);
      await this.repo.insert({ uid, gid, type: GROUP_AVATAR_TYPE, name, suffix: 'png', folderPath: this.imgDir, filePath });
    } catch (err) {
      await unlink(filePath).catch(() => undefined);
      throw err;
    }
    if (previousUrl?.startsWith(PUBLIC_IMG_URL)) {
      // basename: a crafted avatar value never points outside the image folder; only this group's files go.
      const old = path.basename(previousUrl);
      if (old !== name && (await this.repo.ownedByGroup(gid, GROUP_AVATAR_TYPE, old)))
        await unlink(path.join(this.imgDir, old)).catch(() => undefined);
    }
    return PUBLIC_IMG_URL + name;
  }

  /**
   * Rows for the images and attachments an import wrote, owned by the importing admin. No size:
   * an import (root only, bounded by its own limits) does not use up the uploader's quota.
   */
  async recordImported(actor: Actor, assets: ImportedAsset[]): Promise<void> {
    await this.repo.insertMany(
      assets.map((a) => {
        const folderPath = a.kind === 'img' ? this.imgDir : this.fileDir;
        return {
          uid: actor.uid,
          gid: null,
          type: a.kind === 'img' ? MD_IMG_TYPE : MD_FILE_TYPE,
          name: a.originalName.slice(0, 255) || a.name,
          suffix: path.extname(a.name).slice(1) || null,
          folderPath,
          filePath: path.join(folderPath, a.name),
        };
      }),
    );
  }
}
