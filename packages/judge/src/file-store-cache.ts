import type { SandboxClient } from './sandbox/client';

/**
 * Content kept in go-judge's file store, keyed by its content hash: test data (and anything
 * else immutable) is uploaded once per hash and then copied in by fileId, so a judge whose
 * go-judge cannot read the test-data folder (`src` copy-ins need a shared disk) pays one upload
 * per case file, not one per run. The seam judge hosts reuse: `fileId(hash, load)`.
 */
export interface ContentFiles {
  /** The fileId of the content with this hash, calling `load` (and uploading) only when it is not stored yet. */
  fileId(hash: string, load: () => Promise<Uint8Array>): Promise<string>;
  /** go-judge lost a file (restart, -file-timeout): forget every id, the next use uploads again. */
  forgetAll(): void;
}

interface Entry {
  fileId: string;
  bytes: number;
}

/**
 * Least recently used first out past `maxBytes` (deleted from go-judge). A file evicted while a
 * run copies it in makes that run fail with MissingFileError, which the judge answers by
 * judging the submission again (forgetAll, fresh uploads) — rare with a budget above the
 * test data of the problems being judged at once.
 */
export class SandboxFileCache implements ContentFiles {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry>>();
  private bytes = 0;
  /** Uploads made (for tests and monitoring). */
  uploads = 0;

  constructor(
    private readonly sandbox: SandboxClient,
    private readonly maxBytes = 256 * 1024 * 1024,
  ) {}

  get size(): { files: number; bytes: number } {
    return { files: this.entries.size, bytes: this.bytes };
  }

  async fileId(hash: string, load: () => Promise<Uint8Array>): Promise<string> {
    const hit = this.entries.get(hash);
    if (hit) {
      // Map order is the recency order.
      this.entries.delete(hash);
      this.entries.set(hash, hit);
      return hit.fileId;
    }
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = (async () => {
        const content = await load();
        this.uploads++;
        return { fileId: await this.sandbox.uploadFile(content, hash), bytes: content.byteLength };
      })().finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
      const entry = await pending;
      this.entries.set(hash, entry);
      this.bytes += entry.bytes;
      this.evict(hash);
      return entry.fileId;
    }
    return (await pending).fileId;
  }

  forgetAll(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Deletes every stored file from go-judge (shutdown). */
  async clear(): Promise<void> {
    const ids = [...this.entries.values()].map((e) => e.fileId);
    this.forgetAll();
    await Promise.all(ids.map((id) => this.sandbox.deleteFile(id).catch(() => false)));
  }

  private evict(keep: string): void {
    for (const [hash, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (hash === keep) continue;
      this.entries.delete(hash);
      this.bytes -= e.bytes;
      void this.sandbox.deleteFile(e.fileId).catch(() => false);
    }
  }
}
