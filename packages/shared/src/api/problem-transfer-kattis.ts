import { z } from 'zod';
import { idLike } from './common';
import { endpoint } from './endpoint';

/** Kattis / ICPC problem packages (issue 26): import a zip of one or several package folders, export one problem. */
export const importKattisProblem = endpoint({
  method: 'POST',
  path: '/api/file/import-kattis-problem',
  auth: 'login',
  roles: ['root'],
  multipart: true,
  cookieAuth: true,
  data: z.object({ problemIds: z.array(z.number()) }),
});

/** One problem as a Kattis package zip (statement Markdown, data, validator, the author's accepted submission). */
export const exportKattisProblem = endpoint({
  method: 'GET',
  path: '/api/file/export-kattis-problem',
  auth: 'login',
  roles: ['root'],
  raw: true,
  query: z.object({ pid: idLike() }),
});
