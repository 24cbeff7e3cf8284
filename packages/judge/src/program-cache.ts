import type { CompileResult } from './compiler';
import type { SandboxClient } from './sandbox/client';

/**
 * Compiled programs (user binaries, checkers, interactors) kept in go-judge's file store,
 * keyed by language + source hash + extra files, least recently used evicted first. An entry
 * in use by a running judge is pinned and never deleted under it. Entries older than `ttlMs`
 * are dropped before go-judge's own -file-timeout could remove the file behind our back.
 * Final compile refusals (see CompileResult) are kept too, as their message only (no file), in
 * a separate bounded list: a rejudge of a Compile Error answers without running the compiler.
 */
interface Entry {
  fileId: string;
  createdAt: number;
  pins: number;
}

export class ProgramCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CompileResult>>();
  private readonly failures = new Map<string, { message: string; createdAt: number }>();

  constructor(
    private readonly sandbox: SandboxClient,
    private readonly maxEntries = 64,
    private readonly ttlMs = 90 * 60_000,
    private readonly maxFailures = 256,
  ) {}

  /** Compile refusals kept. */
  get failureCount(): number {
    return this.failures.size;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached program for `key`, pinned, or the result of `build` (a failed build is cached
   * only when `final`). Concurrent callers with the same key share one build. Call `release` after an ok result.
   */
  async acquire(key: string, build: () => Promise<CompileResult>): Promise<CompileResult & { cached: boolean }> {
    const refused = this.failures.get(key);
    if (refused && Date.now() - refused.createdAt < this.ttlMs) {
      this.failures.delete(key);
      this.failures.set(key, refused);
      return { ok: false, message: refused.message, final: true, cached: true };
    }
    if (refused) this.failures.delete(key);
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.createdAt < this.ttlMs) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, hit);
      hit.pins++;
      return { ok: true, fileId: hit.fileId, cached: true };
    }
    if (hit) this.drop(key, hit);
    let pending = this.inFlight.get(key);
    const shared = pending !== undefined;
    if (!pending) {
      pending = build().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const result = await pending;
    if (!result.ok) {
      if (result.final && !shared) this.rememberFailure(key, result.message);
      return { ...result, cached: shared };
    }
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { fileId: result.fileId, createdAt: Date.now(), pins: 0 };
      this.entries.set(key, entry);
    }
    entry.pins++;
    this.evict();
    return { ok: true, fileId: entry.fileId, cached: shared };
  }

  release(key: string): void {
    const e = this.entries.get(key);
    if (e && e.pins > 0) e.pins--;
    this.evict();
  }

  /** Forgets an entry whose file vanished (e.g. go-judge restarted). */
  invalidate(key: string): void {
    const e = this.entries.get(key);
    if (e) this.drop(key, e);
  }

  private rememberFailure(key: string, message: string): void {
    this.failures.set(key, { message, createdAt: Date.now() });
    // Map order is recency order: the first key is the least recently used.
    while (this.failures.size > this.maxFailures) this.failures.delete(this.failures.keys().next().value!);
  }

  /** Deletes every unpinned cached file from go-judge. */
  async clear(): Promise<void> {
    this.failures.clear();
    const ids: string[] = [];
    for (const [key, e] of this.entries) {
      if (e.pins === 0) {
        this.entries.delete(key);
        ids.push(e.fileId);
      }
    }
    await Promise.all(ids.map((id) => this.sandbox.deleteFile(id).catch(() => false)));
  }

  private evict(): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      if (e.pins === 0) this.drop(key, e);
    }
  }

  private drop(key: string, e: Entry): void {
    this.entries.delete(key);
    if (e.pins === 0) void this.sandbox.deleteFile(e.fileId).catch(() => false);
  }
}
