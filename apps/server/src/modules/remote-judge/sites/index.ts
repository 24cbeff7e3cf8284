import type { RemoteAdapter, RemoteOj } from '../adapter';
import { adapter as atcoder } from './atcoder';
import { cfAdapter, gymAdapter } from './codeforces';
import { adapter as hdu } from './hdu';
import { adapter as libre } from './libre';
import { adapter as poj } from './poj';
import { adapter as spoj } from './spoj';

/** Every site adapter this build knows, in the spec's order; a key missing here answers "not supported" on import and submit. */
export const SITE_ADAPTERS: readonly RemoteAdapter[] = [hdu, cfAdapter, gymAdapter, poj, atcoder, spoj, libre];

export function adapterRegistry(list: readonly RemoteAdapter[] = SITE_ADAPTERS): Map<RemoteOj, RemoteAdapter> {
  return new Map(list.map((a) => [a.oj, a]));
}
