import { deflateRawSync, crc32 } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type GoJudgeProcess, Judge, startGoJudge } from '@verdict/judge';
import { afterAll, beforeAll } from 'vitest';
import { type EndpointDef, JudgeStatus, Role, adminAddProblem, isInProgress } from '@verdict/shared';
import { withFreePort } from '../../../../packages/judge/src/testing/ports';
import type { Db } from '../db/database';
import { type SeededUser, seedUser } from './seed';
import type { TestApp } from './test-app';

/** Test helpers of the judging area (not loaded by the server). */

export interface Sandbox {
  url: string;
}

/**
 * go-judge for a test file: GO_JUDGE_URL when the test run provides one, else our own on a
 * free port reading test data from the system temp folder (where test apps live).
 */
export function useSandbox(): Sandbox {
  const box = { url: '' };
  let proc: GoJudgeProcess | null = null;
  let dir = '';
  beforeAll(async () => {
    if (process.env.GO_JUDGE_URL) {
      box.url = process.env.GO_JUDGE_URL;
      return;
    }
    dir = mkdtempSync(path.join(tmpdir(), 'verdict-gojudge-'));
    proc = await withFreePort((port) =>
      startGoJudge({ port, workDir: dir, srcPrefixes: [tmpdir()], parallelism: 2, goCacheSeedDir: null, rustToolchainDir: null }),
    );
    box.url = proc.url;
  });
  afterAll(async () => {
    await proc?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return box;
}

/**
 * Config overrides for a judging test app: its data folder (and so its test-data store) lives
 * under GO_JUDGE_SRC_PREFIX when `npm test` provides a shared go-judge, which reads only there.
 */
export function judgeTestConfig(): { dataDir: string } {
  const dataDir = mkdtempSync(path.join(process.env.GO_JUDGE_SRC_PREFIX || tmpdir(), 'verdict-judge-app-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

/** A port nothing listens on right now, for a go-judge a test will kill and start again on it (the one port helper). */
export { candidatePort } from '../../../../packages/judge/src/testing/ports';

export const silentLog = { info: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

export async function startWorkers(t: TestApp, sandbox: Sandbox, concurrency = 2): Promise<void> {
  await t.app.services.judging.startWorkers(new Judge(sandbox.url), silentLog, { concurrency, sweepMs: 500 });
}

export interface Actors {
  root: SeededUser;
  admin: SeededUser;
  problemAdmin: SeededUser;
  user: SeededUser;
  other: SeededUser;
  noSubmit: SeededUser;
}

export async function seedActors(t: TestApp): Promise<Actors> {
  return {
    root: await seedUser(t.core, { roleId: Role.Root }),
    admin: await seedUser(t.core, { roleId: Role.Admin }),
    problemAdmin: await seedUser(t.core, { roleId: Role.ProblemAdmin }),
    user: await seedUser(t.core),
    other: await seedUser(t.core),
    noSubmit: await seedUser(t.core, { roleId: Role.NoSubmitUser }),
  };
}

/** Submissions in tests are not throttled. */
export async function noSubmitInterval(t: TestApp): Promise<void> {
  await t.core.siteConfig.set('switch', { defaultSubmitInterval: 0 });
}

export const AB_CPP = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; return 0; }
`;
export const AB_WRONG_CPP = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; return 0; }
`;
export const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

let problemCounter = 0;
/** An A+B problem with hand-entered cases, created through the admin API; returns its pid and problemId. */
export async function createAbProblem(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<{ pid: number; problemId: string }> {
  const problemId = `AB${++problemCounter}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const res = await t.call(adminAddProblem, {
    token,
    body: {
      problem: { problemId, title: 'A+B', type: 0, timeLimit: 1000, memoryLimit: 256, stackLimit: 128, auth: 1, ...overrides },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '10 20\r\n', output: '30\r\n' },
        { input: '-1 1', output: '0' },
      ],
      isUploadTestCase: false,
      languages: [{ name: 'C++' }, { name: 'Python3' }, { name: 'C' }],
      tags: [{ name: 'easy' }],
      codeTemplates: [],
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`create problem failed: ${res.msg}`);
  const row = await t.core.database.db
    .selectFrom('problem')
    .select('id')
    .where('problemId', '=', problemId)
    .executeTakeFirstOrThrow();
  return { pid: row.id, problemId };
}

export async function waitFinal(db: Db, submitId: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.selectFrom('judge').select('status').where('submitId', '=', submitId).executeTakeFirstOrThrow();
    if (!isInProgress(row.status)) return row.status;
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${row.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const acCount = async (db: Db, uid: string) =>
  Number(
    (
      await db
        .selectFrom('userAcproblem')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).n,
  );

export interface ZipEntry {
  name: string | Buffer;
  data: string | Buffer;
  /** Lie about the uncompressed size in the headers (zip-bomb style). */
  declaredSize?: number;
  utf8Flag?: boolean;
  /** Unix mode in the external attributes (0o120777 makes a symlink whose data is the target). */
  unixMode?: number;
}

/** A minimal zip writer (deflate), so tests can craft hostile archives byte by byte. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = typeof e.name === 'string' ? Buffer.from(e.name, 'utf8') : e.name;
    const data = typeof e.data === 'string' ? Buffer.from(e.data) : e.data;
    const packed = deflateRawSync(data);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);
    const flag = e.utf8Flag ? 0x800 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flag, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flag, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    if (e.unixMode !== undefined) {
      central.writeUInt16LE(0x0314, 4);
      central.writeUInt32LE((e.unixMode << 16) >>> 0, 38);
    }
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** POSTs a multipart upload through the real HTTP stack. */
export async function upload(
  t: TestApp,
  def: EndpointDef,
  opts: { token?: string; query?: Record<string, string>; filename: string; content: Buffer },
) {
  const boundary = `----verdict${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    opts.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: def.path,
    query: opts.query,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
      ...(opts.token ? { authorization: opts.token } : {}),
    },
  });
  const body = JSON.parse(res.body) as {
    status: number;
    msg: string;
    data: { fileList: Array<{ input: string; output: string; groupNum?: number }>; fileListDir: string };
  };
  return { http: res.statusCode, ...body };
}

export { JudgeStatus };
