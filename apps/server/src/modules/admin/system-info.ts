import os from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import type { JudgeState } from './dashboard.service';

const percent = (x: number) => `${(Math.max(0, x) * 100).toFixed(2)}%`;

let version: string | null = null;
/** The server package's version, read once. */
function serverVersion(): string {
  if (version === null) {
    try {
      version =
        (JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps', 'server', 'package.json'), 'utf8')) as { version?: string })
          .version ?? 'unknown';
    } catch {
      version = 'unknown';
    }
  }
  return version;
}

type CpuSample = { busy: number; total: number };
const sampleCpus = (): CpuSample =>
  os.cpus().reduce(
    (acc, c) => {
      const { user, nice, sys, irq, idle } = c.times;
      return { busy: acc.busy + user + nice + sys + irq, total: acc.total + user + nice + sys + irq + idle };
    },
    { busy: 0, total: 0 },
  );
let lastCpu: CpuSample = sampleCpus();

/**
 * The machine's CPU use since the previous reading (HOJ shows "used %", 0–100, not a load average
 * that passes 100 % under load), from the kernel's per-core time counters.
 */
export function cpuUsed(): number {
  const now = sampleCpus();
  const total = now.total - lastCpu.total;
  const used = total > 0 ? (now.busy - lastCpu.busy) / total : 0;
  if (total > 0) lastCpu = now;
  return Math.min(1, Math.max(0, used));
}

/**
 * get-service-info: this process and its machine, in HOJ's field names plus a `process` block. The
 * service row carries what HOJ's dashboard reads: the listening port and `metadata['nacos.healthy']`.
 */
export function serviceInfo(database: string, port: number) {
  const cores = os.availableParallelism();
  const cpu = process.cpuUsage();
  const mem = process.memoryUsage();
  const host = os.hostname();
  return {
    nacos: { status: 'UP' },
    backupCores: cores,
    backupPercentCpuLoad: percent(cpuUsed()),
    backupPercentMemoryLoad: percent(1 - os.freemem() / os.totalmem()),
    backupService: [
      {
        host,
        port,
        secure: false,
        uri: `http://${host}:${port}`,
        serviceId: 'verdict-server',
        metadata: { 'nacos.healthy': 'true', version: serverVersion() },
      },
    ],
    process: {
      version: serverVersion(),
      node: process.version,
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      rssBytes: mem.rss,
      heapUsedBytes: mem.heapUsed,
      cpuUserMs: Math.round(cpu.user / 1000),
      cpuSystemMs: Math.round(cpu.system / 1000),
      database,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
    },
  };
}

/** A judging process as the judge module's heartbeat registry reports it (a port: admin does not import judge). */
export interface JudgeHostState {
  name: string;
  kind: 'host' | 'api';
  status: 'ok' | 'unavailable' | 'down';
  reason: string | null;
  concurrency: number;
  active: number;
  cpuCores: number;
  cpuLoad: number;
  memoryLoad: number;
  judged: number;
  startedAt: number;
  lastSeen: number;
}

/**
 * get-judge-service-info: the go-judge sandbox behind this server's worker pool, then one entry per
 * separate judge host (`npm run judge`) with its health and load, from the hosts' heartbeats.
 */
export function judgeServiceInfo(judge: JudgeState, goJudgeUrl: string | null, hosts: JudgeHostState[] = []) {
  const cores = os.availableParallelism();
  let host = 'localhost';
  let port = 0;
  let secure = false;
  if (goJudgeUrl) {
    try {
      const u = new URL(goJudgeUrl);
      host = u.hostname;
      port = Number(u.port) || (u.protocol === 'https:' ? 443 : 80);
      secure = u.protocol === 'https:';
    } catch {
      /* shown as localhost */
    }
  }
  return [
    {
      cpuCores: cores,
      percentCpuLoad: percent(cpuUsed()),
      percentMemoryLoad: percent(1 - os.freemem() / os.totalmem()),
      service: {
        host,
        port,
        secure,
        uri: goJudgeUrl ?? 'embedded go-judge (child process)',
        serviceId: 'go-judge',
        metadata: {
          judgeName: goJudgeUrl ? 'go-judge' : 'go-judge (embedded)',
          'nacos.healthy': String(judge.status === 'ok'),
        },
      },
      status: judge.status,
      reason: judge.reason,
      concurrency: judge.workers,
      active: judge.active,
    },
    ...hosts
      .filter((h) => h.kind === 'host')
      .map((h) => {
        const [host, pid] = h.name.split(':');
        return {
          cpuCores: h.cpuCores,
          percentCpuLoad: percent(h.cpuLoad),
          percentMemoryLoad: percent(h.memoryLoad),
          service: {
            host: host ?? h.name,
            port: 0,
            secure: false,
            uri: `judge host ${h.name}`,
            serviceId: 'verdict-judge-host',
            metadata: { judgeName: h.name, pid: pid ?? '', 'nacos.healthy': String(h.status === 'ok') },
          },
          status: h.status,
          reason: h.reason,
          concurrency: h.concurrency,
          active: h.active,
          judged: h.judged,
          lastSeen: h.lastSeen,
        };
      }),
  ];
}

const mask = (secret: string | null | undefined) => (secret ? '******' : '');

/** Database and cache settings for display only; every secret is masked. */
export function dbAndCacheConfig(opts: { databaseUrl: string | null; sqliteFile: string; redisUrl: string | null }) {
  const db = opts.databaseUrl ? safeUrl(opts.databaseUrl) : null;
  const redis = opts.redisUrl ? safeUrl(opts.redisUrl) : null;
  return {
    dbType: db ? 'postgresql' : 'sqlite',
    dbName: db ? db.pathname.replace(/^\//, '') : path.basename(opts.sqliteFile),
    dbHost: db ? db.hostname : path.dirname(opts.sqliteFile),
    dbPort: db ? Number(db.port) || 5432 : null,
    dbUsername: db ? decodeURIComponent(db.username) : '',
    dbPassword: mask(db?.password),
    redisHost: redis ? redis.hostname : '',
    redisPort: redis ? Number(redis.port) || 6379 : null,
    redisPassword: mask(redis?.password),
    cache: redis ? 'redis' : 'database (kv_store table)',
  };
}

function safeUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
