import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../http/actor';
import { isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TestdataStore } from '../../infra/testdata-store';
import type { UploadedCase } from './testcase-zip';
import type { TestdataRepository } from './testdata.repository';

const MB = 1024 * 1024;
/** An upload never attached to a problem (the form was abandoned) is removed after this long. */
export const PENDING_UPLOAD_TTL_MS = 3 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const TOKEN = /^testcase-[0-9a-f]{24}$/;
/** Files an upload or import leaves in the temp folder only while its request runs. */
const REQUEST_TEMP = /^(upload-[0-9a-f]{16}\.zip|[0-9a-f]{32}\.(zip|xml))$/;

/** Who an upload counts against, and how much it may still add (bytes, as extracted). */
export interface UploadRoom {
  uid: string;
  gid: number | null;
  bytes: number;
  /** The quota that sets `bytes` (for the message), null when nothing limits it. */
  limitedBy: 'user' | 'group' | null;
}

const meta = z.object({ uid: z.string(), gid: z.number().nullable(), bytes: z.number(), createdAt: z.number() });
type UploadMeta = z.infer<typeof meta>;

export interface TestdataUploadDeps {
  repo: TestdataRepository;
  store: TestdataStore;
  tmpRoot: string;
  /** 0 = no limit. */
  quotaBytes: { user: number; group: number };
}

/**
 * Test-data uploads between the zip and the save of the problem (`tmp/testcase-<hex>/`), their
 * quotas per user and per group, and the clean-up of what nobody uses any more: uploads never
 * attached, files of requests that died, and stored test data no case points at.
 */
export class TestdataUploads {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: TestdataUploadDeps) {}

  /** A sweep now and every `everyMs`; failures are logged and retried at the next turn. */
  startSweeping(log: Pick<FastifyBaseLogger, 'info' | 'warn'>, everyMs = SWEEP_EVERY_MS): void {
    const turn = () => {
      this.running = this.sweep().then(
        (r) => {
          if (r.uploads + r.files > 0) log.info(r, 'test data: removed abandoned uploads and unused files');
        },
        (err: unknown) => log.warn({ err }, 'test data: sweep failed'),
      );
    };
    turn();
    this.timer = setInterval(turn, everyMs);
    this.timer.unref();
  }

  async stopSweeping(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * What `actor` may still upload for group `gid` (null: a site problem). Counts the cases of
   * their problems (of the group's) and their pending uploads; the super admin is not limited.
   * Refuses at once when a quota is used up.
   */
  async room(actor: Actor, gid: number | null): Promise<UploadRoom> {
    const { quotaBytes } = this.deps;
    const room: UploadRoom = { uid: actor.uid, gid, bytes: Infinity, limitedBy: null };
    if (isRoot(actor)) return room;
    const pending = this.pending();
    if (quotaBytes.user > 0) {
      const used = (await this.deps.repo.bytesOfOwner(actor.uid)) + sumBytes(pending.filter((m) => m.uid === actor.uid));
      room.bytes = quotaBytes.user - used;
      room.limitedBy = 'user';
    }
    if (gid !== null && quotaBytes.group > 0) {
      const used = (await this.deps.repo.bytesOfGroup(gid)) + sumBytes(pending.filter((m) => m.gid === gid));
      if (quotaBytes.group - used < room.bytes) Object.assign(room, { bytes: quotaBytes.group - used, limitedBy: 'group' });
    }
    if (room.bytes <= 0) throw quotaError(room, quotaBytes, 0);
    return room;
  }

  /**
   * Books `bytes` (the zip's declared, extracted size) before anything is extracted, so parallel
   * uploads see each other; answers the token the finished upload is saved under.
   */
  reserve(room: UploadRoom, bytes: number): string {
    if (bytes > room.bytes) throw quotaError(room, this.deps.quotaBytes, bytes);
    const token = `testcase-${randomBytes(12).toString('hex')}`;
    mkdirSync(this.dir(token), { recursive: true });
    const m: UploadMeta = { uid: room.uid, gid: room.gid, bytes, createdAt: Date.now() };
    writeFileSync(path.join(this.dir(token), 'meta.json'), JSON.stringify(m));
    return token;
  }

  /** Cases read by an import (its archive was capped already): kept like an upload until the problems are saved. */
  stage(uid: string, cases: UploadedCase[]): string {
    const token = this.reserve(
      { uid, gid: null, bytes: Infinity, limitedBy: null },
      cases.reduce((a, c) => a + c.inputSize + c.outputSize, 0),
    );
    this.finish(token, cases);
    return token;
  }

  finish(token: string, cases: UploadedCase[]): void {
    writeFileSync(path.join(this.dir(token), 'manifest.json'), JSON.stringify(cases));
  }

  /** The cases of an upload the client names (a token we handed out, never a path). */
  load(token: string): UploadedCase[] {
    const name = tokenName(token);
    try {
      return JSON.parse(readFileSync(path.join(this.dir(name), 'manifest.json'), 'utf8')) as UploadedCase[];
    } catch {
      throw AppError.fail('problem.uploadDirInvalid');
    }
  }

  /** After a failed upload, or once its cases belong to a saved problem (they count there now). */
  drop(token: string | null | undefined): void {
    const name = token ? path.basename(token.replace(/[/\\]+$/, '')) : '';
    if (TOKEN.test(name)) rmSync(this.dir(name), { recursive: true, force: true });
  }

  /**
   * Removes uploads and request leftovers older than `maxAgeMs`, then stored files no case and no
   * remaining upload points at (and unfinished store writes) older than that. Uploads are read
   * before the cases: a problem saved in between is then seen through one or the other.
   */
  async sweep(maxAgeMs = PENDING_UPLOAD_TTL_MS, now = Date.now()): Promise<{ uploads: number; files: number }> {
    const { tmpRoot, store } = this.deps;
    const old = (file: string) => {
      try {
        return now - statSync(file).mtimeMs > maxAgeMs;
      } catch {
        return false;
      }
    };
    let uploads = 0;
    const keep = new Set<string>();
    for (const name of safeList(tmpRoot)) {
      const file = path.join(tmpRoot, name);
      if (TOKEN.test(name)) {
        const created = readMeta(file)?.createdAt ?? statSync(file).mtimeMs;
        if (now - created > maxAgeMs) {
          rmSync(file, { recursive: true, force: true });
          uploads++;
          continue;
        }
        for (const c of readCases(file)) keep.add(c.inputHash).add(c.outputHash);
      } else if (REQUEST_TEMP.test(name) && old(file)) {
        rmSync(file, { force: true });
      }
    }
    const used = await this.deps.repo.caseHashes();
    let files = 0;
    for (const name of safeList(store.root)) {
      const sub = path.join(store.root, name);
      if (/^\.incoming-[0-9a-f]+\.tmp$/.test(name) && old(sub)) rmSync(sub, { force: true });
      if (!/^[0-9a-f]{2}$/.test(name)) continue;
      for (const blob of safeList(sub)) {
        const hash = blob.split('.')[0]!;
        if (!/^[0-9a-f]{64}$/.test(hash) || keep.has(hash) || (used.has(hash) && blob === hash)) continue;
        // Recent files may belong to an upload or import still running (writes touch reused files).
        if (!old(path.join(sub, blob))) continue;
        rmSync(path.join(sub, blob), { force: true });
        files++;
      }
    }
    return { uploads, files };
  }

  /** Every upload still waiting for its problem (legacy folders without a meta count for nobody). */
  private pending(): UploadMeta[] {
    return safeList(this.deps.tmpRoot)
      .filter((n) => TOKEN.test(n))
      .flatMap((n) => readMeta(this.dir(n)) ?? []);
  }

  private dir(token: string): string {
    return path.join(this.deps.tmpRoot, token);
  }
}

function tokenName(token: string): string {
  const name = path.basename(token.replace(/[/\\]+$/, ''));
  if (!TOKEN.test(name)) throw AppError.fail('problem.uploadDirInvalid');
  return name;
}

/** `wanted` 0: the quota is used up before anything was sent. */
function quotaError(room: UploadRoom, quota: { user: number; group: number }, wanted: number): AppError {
  const key = `problem.testdataQuota${room.limitedBy === 'group' ? 'Group' : 'User'}${wanted === 0 ? 'Full' : ''}` as const;
  const limit = room.limitedBy === 'group' ? quota.group : quota.user;
  // Tenths of a MB: a quota of a few MB still reads sensibly.
  const tenths = (bytes: number, round: (x: number) => number) => round((bytes / MB) * 10) / 10;
  return AppError.fail(key, {
    quotaMb: tenths(limit, Math.round),
    leftMb: Math.max(0, tenths(room.bytes, Math.floor)),
    wantedMb: tenths(wanted, Math.ceil),
  });
}

const sumBytes = (metas: UploadMeta[]) => metas.reduce((a, m) => a + m.bytes, 0);

function readMeta(dir: string): UploadMeta | null {
  try {
    return meta.parse(JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')));
  } catch {
    return null;
  }
}

function readCases(dir: string): UploadedCase[] {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as UploadedCase[];
  } catch {
    return [];
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
