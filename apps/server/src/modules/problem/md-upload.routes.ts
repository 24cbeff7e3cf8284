import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MD_FILE_MAX_BYTES, MD_IMG_MAX_BYTES, deleteMdImg, uploadMdFile, uploadMdImg } from '@verdict/shared';
import type { Core } from '../../core';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import { MdUploadService, randomName, safeExtension } from './md-upload.service';
import { readUploadBuffer, readUploadToFile } from './multipart-upload';

const gidOf = (query: number | undefined, field: string | undefined) => query ?? (field && /^\d{1,15}$/.test(field) ? Number(field) : null);

export function mdUploadRoutes(app: FastifyInstance, core: Core): void {
  const uploads = new MdUploadService(core.database.db, core.paths.publicImg, core.paths.publicFile);

  route(app, uploadMdImg, async ({ actor, query, req }) => {
    const file = await readUploadBuffer(req, 'image', MD_IMG_MAX_BYTES, 'problemBank.imageTooLarge');
    return uploads.saveImage(actor, file.data, gidOf(query.gid, file.fields.gid));
  });
  route(app, deleteMdImg, async ({ actor, query }) => {
    await uploads.deleteImage(actor, query.fileId);
    return new Answer(null, 'problemBank.deleted');
  });
  route(app, uploadMdFile, async ({ actor, query, req }) => {
    // Random stored name: the client's name never reaches the file system.
    const file = await readUploadToFile(req, 'file', (name) => path.join(core.paths.publicFile, randomName(safeExtension(name))),
      MD_FILE_MAX_BYTES, 'problemBank.fileTooLarge');
    return uploads.recordAttachment(actor, file.path, file.filename, gidOf(query.gid, file.fields.gid));
  });

  /**
   * Attachments are downloaded, never rendered: an uploaded .html or .svg must not run as a
   * page of this site. This route is more specific than the static `/api/public/*` one.
   */
  app.get<{ Params: { name: string } }>('/api/public/file/:name', async (req, reply) => {
    const name = path.basename(req.params.name);
    if (name !== req.params.name || name.startsWith('.') || !existsSync(path.join(core.paths.publicFile, name))) return reply.callNotFound();
    const original = (await uploads.attachmentName(name)) ?? name;
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(original)}`);
    return reply.sendFile(name, core.paths.publicFile, { contentType: false });
  });
}
