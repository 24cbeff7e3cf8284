import { z } from 'zod';
import { emptyToUndefined, idLike } from './common';
import { endpoint } from './endpoint';

/** Markdown uploads, test-data download, problem import and export (contract §2.11). */

const optionalGid = z.object({ gid: z.preprocess(emptyToUndefined, idLike().optional()) });

/** Limits of the markdown uploads: images are shown inline, attachments only downloaded. */
export const MD_IMG_MAX_BYTES = 10 * 1024 * 1024;
export const MD_FILE_MAX_BYTES = 128 * 1024 * 1024;

export const uploadMdImg = endpoint({
  method: 'POST',
  path: '/api/file/upload-md-img',
  auth: 'login',
  multipart: true,
  query: optionalGid,
  data: z.object({ link: z.string(), fileId: z.number() }),
});
export const deleteMdImg = endpoint({
  method: 'GET',
  path: '/api/file/delete-md-img',
  auth: 'login',
  query: z.object({ fileId: idLike() }),
});
export const uploadMdFile = endpoint({
  method: 'POST',
  path: '/api/file/upload-md-file',
  auth: 'login',
  multipart: true,
  query: optionalGid,
  data: z.object({ link: z.string() }),
});

export const downloadTestcase = endpoint({
  method: 'GET',
  path: '/api/file/download-testcase',
  auth: 'login',
  raw: true,
  query: z.object({ pid: idLike() }),
});

export const importProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
});
export const importQdojProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-qdoj-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
});
export const importFpsProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-fps-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
});
export const importHydroProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-hydro-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
});

export const importPolygonProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-polygon-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
});

/** `pid=1&pid=2`, `pid=1,2` or a JSON array: at least one, at most 500 problems per zip. */
export const exportProblem = endpoint({
  method: 'GET',
  path: '/api/file/export-problem',
  auth: 'login',
  roles: ['root'],
  raw: true,
  query: z.object({
    pid: z.preprocess(
      (v) =>
        Array.isArray(v)
          ? v
          : typeof v === 'string'
            ? v
                .replace(/^\s*\[|\]\s*$/g, '')
                .split(',')
                .filter((s) => s.trim() !== '')
            : v,
      z.array(idLike()).min(1, 'is required').max(500, 'must list at most 500 problems'),
    ),
  }),
});
