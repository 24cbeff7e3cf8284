import { z } from 'zod';
import { pageQuery } from './common';
import { endpoint } from './endpoint';

/** Back-office dashboard, sessions and service panels (contract §2.12). */
const admins = { auth: 'login', roles: ['root', 'admin', 'problem_admin'] } as const;
const root = { auth: 'login', roles: ['root'] } as const;
const systemAdmin = { auth: 'login', permission: 'system_info_admin' } as const;

export const sessionVo = z.object({
  id: z.number(),
  uid: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  gmtCreate: z.number(),
  /** The sign-in can still be used (its token would be accepted). */
  active: z.boolean(),
});
export type SessionVo = z.infer<typeof sessionVo>;

const recentContest = z.object({
  id: z.number(),
  title: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  type: z.number(),
});

/** The contract's three figures, plus what the dashboard shows beside them. */
export const dashboardInfo = z.object({
  userNum: z.number(),
  recentContestNum: z.number(),
  todayJudgeNum: z.number(),
  recentContests: z.array(recentContest),
  judgesOnline: z.number(),
  judgeWorkers: z.number(),
  /** The hourly system notice: what needs the admin's attention, in the caller's language. */
  notices: z.array(z.object({ level: z.enum(['info', 'warning']), text: z.string() })),
});
export type DashboardInfo = z.infer<typeof dashboardInfo>;

export const getDashboardInfo = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard/get-dashboard-info',
  ...admins,
  data: dashboardInfo,
});
/** The caller's previous sign-in (2nd newest; the newest when there is only one). */
export const getDashboardSessions = endpoint({
  method: 'POST',
  path: '/api/admin/dashboard/get-sessions',
  ...admins,
  // HOJ's dashboard posts `uid=…` as a form; the body is ignored (the caller's own sessions).
  formBody: true,
  data: sessionVo.nullable(),
});

/** Every sign-in, newest first (ours: /admin/session). */
export const getSessionList = endpoint({
  method: 'GET',
  path: '/api/admin/session/list',
  ...root,
  query: pageQuery(20).extend({ keyword: z.string().trim().max(100).optional() }),
  data: z.object({
    records: z.array(sessionVo.extend({ username: z.string().nullable() })),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  }),
});
/** Ends one sign-in: its token stops working on the next call. */
export const endSession = endpoint({
  method: 'DELETE',
  path: '/api/admin/session',
  ...root,
  query: z.object({ id: z.coerce.number().int().min(1) }),
});

const percent = z.string();
/** A service row as HOJ's dashboard reads it (Spring's ServiceInstance): `metadata['nacos.healthy'] === 'true'` is its health. */
const serviceInstance = z.object({
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  uri: z.string(),
  serviceId: z.string(),
  metadata: z.record(z.string(), z.string()),
});
export const serviceInfo = z.object({
  nacos: z.object({ status: z.string() }),
  backupCores: z.number(),
  backupPercentCpuLoad: percent,
  backupPercentMemoryLoad: percent,
  /** This server: its host and the port it listens on. */
  backupService: z.array(serviceInstance),
  process: z.object({
    version: z.string(),
    node: z.string(),
    pid: z.number(),
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    cpuUserMs: z.number(),
    cpuSystemMs: z.number(),
    database: z.string(),
    platform: z.string(),
  }),
});
export const getServiceInfo = endpoint({
  method: ['GET', 'POST', 'PUT', 'DELETE'],
  path: '/api/admin/config/get-service-info',
  ...admins,
  data: serviceInfo,
});

export const judgeServiceInfo = z.object({
  cpuCores: z.number(),
  percentCpuLoad: percent,
  percentMemoryLoad: percent,
  service: serviceInstance,
  status: z.enum(['ok', 'unavailable', 'down']),
  reason: z.string().nullable(),
  concurrency: z.number(),
  active: z.number(),
  /** Separate judge hosts only: verdicts written since the host started, and its last heartbeat (epoch ms). */
  judged: z.number().optional(),
  lastSeen: z.number().optional(),
});
export const getJudgeServiceInfo = endpoint({
  method: ['GET', 'POST', 'PUT', 'DELETE'],
  path: '/api/admin/config/get-judge-service-info',
  ...admins,
  data: z.array(judgeServiceInfo),
});

/** Read-only here (set-db-and-redis-config is refused: the database is chosen at start-up); passwords masked. */
export const dbAndCacheConfig = z.object({
  dbType: z.string(),
  dbName: z.string(),
  dbHost: z.string(),
  dbPort: z.number().nullable(),
  dbUsername: z.string(),
  dbPassword: z.string(),
  redisHost: z.string(),
  redisPort: z.number().nullable(),
  redisPassword: z.string(),
  cache: z.string(),
});
export const getDbAndRedisConfig = endpoint({
  method: ['GET', 'POST', 'PUT', 'DELETE'],
  path: '/api/admin/config/get-db-and-redis-config',
  ...systemAdmin,
  data: dbAndCacheConfig,
});

/** The contract's setter: the database and cache are chosen at start-up (environment), so it answers why not, with nothing written. */
export const setDbAndRedisConfig = endpoint({
  method: 'PUT',
  path: '/api/admin/config/set-db-and-redis-config',
  ...systemAdmin,
  data: z.null(),
});
