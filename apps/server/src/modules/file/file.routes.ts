import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MD_FILE_MAX_BYTES, MD_IMG_MAX_BYTES, deleteMdImg, uploadMdFile, uploadMdImg } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { readUploadBuffer, readUploadToFile } from '../../http/multipart';
import { route } from '../../http/route';
import type { FileService } from './file.service';
import { randomName, safeExtension } from './image-type';

const gidOf = (query: number | undefined, field: string | undefined) =>
  query ?? (field && /^\d{1,15}$/.test(field) ? Number(field) : null);

/** A stored file's name from the URL: one plain name that exists in `dir`, else null. */
const storedName = (dir: string, param: string) => {
  const name = path.basename(param);
  return name === param && !name.startsWith('.') && existsSync(path.join(dir, name)) ? name : null;
};

/** Markdown images and attachments, and the routes that serve them. */
export function fileRoutes(app: FastifyInstance, { files }: { files: FileService }): void {
  route(app, uploadMdImg, async ({ actor, query, req }) => {
    // Who may upload is settled before a byte of the file is read; the gid may come as a form field.
    const file = await readUploadBuffer(req, 'image', MD_IMG_MAX_BYTES, 'problemBank.imageTooLarge', (fields) =>
      files.admitUpload(actor, gidOf(query.gid, fields.gid)),
    );
    return files.saveImage(actor, file.data, gidOf(query.gid, file.fields.gid));
  });
  route(app, deleteMdImg, async ({ actor, query }) => {
    await files.deleteImage(actor, query.fileId);
    return new Answer(null, 'problemBank.deleted');
  });
  route(app, uploadMdFile, async ({ actor, query, req }) => {
    // Random stored name: the client's name never reaches the file system.
    const file = await readUploadToFile(
      req,
      'file',
      (name) => path.join(files.fileDir, randomName(safeExtension(name))),
      MD_FILE_MAX_BYTES,
      'problemBank.fileTooLarge',
      (fields) => files.admitUpload(actor, gidOf(query.gid, fields.gid)),
    );
    return files.recordAttachment(actor, file.path, file.filename, gidOf(query.gid, file.fields.gid), file.size);
  });

  /**
   * Images are served as what their bytes are (the extension and the static plugin's guess are
   * not trusted), never sniffed by the browser; a file here that is no known image (an SVG or
   * HTML page put there by hand, say) is only offered as a download, so it never runs as a page
   * of this site. More specific than the static `/api/public/*` route.
   */
  app.get<{ Params: { name: string } }>('/api/public/img/:name', async (req, reply) => {
    const name = storedName(files.imgDir, req.params.name);
    if (!name) return reply.callNotFound();
    const type = await files.imageContentType(name);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (type) {
      reply.header('Content-Type', type);
    } else {
      reply.header('Content-Type', 'application/octet-stream');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Content-Disposition', 'attachment');
    }
    return reply.sendFile(name, files.imgDir, { contentType: false });
  });

  /**
   * Attachments are downloaded, never rendered: an uploaded .html or .svg must not run as a
   * page of this site. This route is more specific than the static `/api/public/*` one.
   */
  app.get<{ Params: { name: string } }>('/api/public/file/:name', async (req, reply) => {
    const name = storedName(files.fileDir, req.params.name);
    if (!name) return reply.callNotFound();
    const original = (await files.attachmentName(name)) ?? name;
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(original)}`);
    return reply.sendFile(name, files.fileDir, { contentType: false });
  });
}
