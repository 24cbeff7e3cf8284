import { z } from 'zod';
import { idLike, pageQuery } from './common';

/** The queries every group content call shares: a group, a page of one, a problem. */
export const gidQuery = z.object({ gid: idLike() });
export const groupPage = pageQuery().extend({ gid: idLike() });
export const pidQuery = z.object({ pid: idLike() });
