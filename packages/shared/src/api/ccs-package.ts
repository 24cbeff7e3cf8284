import { z } from 'zod';
import { endpoint } from './endpoint';
import { idLike } from './common';

/**
 * The contest's ICPC contest package (Contest_Package.md, 2023-06) as the contest's admins see it:
 * a zip of contest.json, the endpoint files, scoreboard.json, event-feed.ndjson and the
 * organisations' logos, the folder the ICPC resolver and CDS read.
 */
export const adminCcsPackage = endpoint({
  method: 'GET',
  path: '/api/admin/contest/ccs-package',
  auth: 'login',
  raw: true,
  summary: 'A zip: the contest package of the ICPC Contest API for the contest (its admins only).',
  query: z.object({ cid: idLike() }),
});
