import type { RemoteAdapter, RemoteOj } from '../adapter';
import { cfAdapter, gymAdapter } from './codeforces';
// The other five sites (helper remote-sites); the lead uncomments these at the merge:
// import { adapter as hdu } from './hdu';
// import { adapter as poj } from './poj';
// import { adapter as atcoder } from './atcoder';
// import { adapter as spoj } from './spoj';
// import { adapter as libre } from './libre';

/** Every site adapter this build knows; a key missing here answers "not supported" on import and submit. */
export const SITE_ADAPTERS: readonly RemoteAdapter[] = [cfAdapter, gymAdapter /* , hdu, poj, atcoder, spoj, libre */];

export function adapterRegistry(list: readonly RemoteAdapter[] = SITE_ADAPTERS): Map<RemoteOj, RemoteAdapter> {
  return new Map(list.map((a) => [a.oj, a]));
}
