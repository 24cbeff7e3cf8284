import { inject } from 'vitest';
import type { E2eServer } from './global-setup';

/**
 * The server of this test file: the run starts one per worker (global-setup.ts), and a worker runs
 * one file at a time, so a file has its server to itself as it had when all files ran in one row.
 */
export function server(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length];
}

export const baseUrl = () => server().baseUrl;
/** The server's data folder (its SQLite file). */
export const dataDir = () => server().dataDir;
