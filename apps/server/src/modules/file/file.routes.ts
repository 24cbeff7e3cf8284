import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MD_FILE_MAX_BYTES, MD_IMG_MAX_BYTES, deleteMdImg, uploadMdFile, uploadMdImg } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { readUploadBuffer, readUploadToFile } from '../../http/multipart';
import { route } from '../../http/route';
import type { FileService } from './file.service';
import { randomName, safeExtension } from './image-type';

const gidOf = (query: number | undefined, field: string | undefined) => query ?? (field && /^\d{1,15}$/.test(field) ? Number(field) : null);

/** Markdown images and attachments, and the attachment download route. */
export function fileRoutes(app: FastifyInstance, { files }: { files: FileService }): void {

  route(app, uploadMdImg, async ({ actor, query, req }) => {
    const file = await readUploadBuffer(req, 'image', MD_IMG_MAX_BYTES, 'problemBank.imageTooLarge');
    return files.saveImage(actor, file.data, gidOf(query.gid, file.fields.gid));
  });
  route(app, deleteMdImg, async ({ actor, query }) => {
    await files.deleteImage(actor, query.fileId);
    return new Answer(null, 'problemBank.deleted');
  });
  route(app, uploadMdFile, async ({ actor, query, req }) => {
    // Random stored name: the client's name never reaches the file system.
    const file = await readUploadToFile(req, 'file', (name) => path.join(files.fileDir, randomName(safeExtension(name))),
      MD_FILE_MAX_BYTES, 'problemBank.fileTooLarge');
    return files.recordAttachment(actor, file.path, file.filename, gidOf(query.gid, file.fields.gid));
  });

  /**
   * Attachments are downloaded, never rendered: an uploaded .html or .svg must not run as a
   * page of this site. This route is more specific than the static `/api/public/*` one.
   */
  app.get<{ Params: { name: string } }>('/api/public/file/:name', async (req, reply) => {
    const name = path.basename(req.params.name);
    if (name !== req.params.name || name.startsWith('.') || !existsSync(path.join(files.fileDir, name))) return reply.callNotFound();
    const original = (await files.attachmentName(name)) ?? name;
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(original)}`);
    return reply.sendFile(name, files.fileDir, { contentType: false });
  });
}
