/** A part of the site as /api/health reports it. */
export interface PartHealth {
  status: 'ok' | 'unavailable';
  reason: string | null;
}

export type SiteStatus = 'ok' | 'degraded' | 'unavailable';

/** A process's heartbeat row (judge host or API process), as far as the overall status reads it. */
export interface ProcessState {
  kind: 'host' | 'api';
  status: 'ok' | 'unavailable' | 'down';
  concurrency: number;
}

/**
 * One word for the whole site, the only thing anonymous callers and non-admins see:
 * 'unavailable' without the database (nothing works); 'degraded' when a part is missing —
 * Redis, any judging (neither this process nor any live judge host judges), or a process whose
 * heartbeat stopped; 'ok' otherwise.
 */
export function siteStatus(p: {
  database: PartHealth;
  redis?: PartHealth;
  judge: PartHealth;
  judgesHere: boolean;
  processes: ProcessState[];
}): SiteStatus {
  if (p.database.status !== 'ok') return 'unavailable';
  if (p.redis && p.redis.status !== 'ok') return 'degraded';
  const judgingElsewhere = p.processes.some((h) => h.status === 'ok' && (h.kind === 'host' || h.concurrency > 0));
  if (!(p.judgesHere && p.judge.status === 'ok') && !judgingElsewhere) return 'degraded';
  if (p.processes.some((h) => h.status === 'down')) return 'degraded';
  return 'ok';
}
