import { type Hash, createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export interface StoredBlob {
  hash: string;
  size: number;
}

/**
 * Test data, stored once per content: `<root>/<first two hex>/<sha256>`. Files are immutable,
 * so a judge may read them while an admin replaces a problem's cases, identical cases of
 * different problems share one file, and go-judge can be pointed at the root (`-src-prefix`).
 * Line endings are normalised to LF on the way in (judge semantics §4.1).
 */
export class TestdataStore {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  /** Stores text (CRLF and lone CR → LF) and returns its address. */
  putText(content: string | Buffer): StoredBlob {
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    return this.putBytes(normaliseLineEndings(raw));
  }

  /** A blob written piece by piece, so a large case never sits whole in memory; addressed when finished. */
  writer(): BlobWriter {
    return new BlobWriter(this);
  }

  /** Moves a finished temp file (named by `hash`) to its address, or drops it when the content is already there. */
  adopt(tmp: string, hash: string): void {
    const target = this.pathOf(hash);
    if (existsSync(target)) {
      rmSync(tmp, { force: true });
      touch(target);
      return;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(tmp, target);
  }

  pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a content hash: ${hash}`);
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  /** Marks a blob as just used (the sweep keeps young files a while, e.g. cases a running judgement may still fetch). */
  touch(hash: string): void {
    touch(this.pathOf(hash));
  }

  has(hash: string): boolean {
    return existsSync(this.pathOf(hash));
  }

  readText(hash: string): string {
    return readFileSync(this.pathOf(hash), 'utf8');
  }

  /** The first `maxBytes` of a blob (cut on a character boundary) and its whole size, without reading the rest. */
  readHead(hash: string, maxBytes: number): { text: string; bytes: number } {
    const fd = openSync(this.pathOf(hash), 'r');
    try {
      const bytes = fstatSync(fd).size;
      const buf = Buffer.alloc(Math.min(maxBytes, bytes));
      let got = 0;
      while (got < buf.length) {
        const n = readSync(fd, buf, got, buf.length - got, got);
        if (n === 0) break;
        got += n;
      }
      // A cut in the middle of a character decodes to U+FFFD at the end: drop it.
      const text = buf.subarray(0, got).toString('utf8');
      return { text: got < bytes ? text.replace(/\uFFFD$/, '') : text, bytes };
    } finally {
      closeSync(fd);
    }
  }

  private putBytes(bytes: Buffer): StoredBlob {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const target = this.pathOf(hash);
    if (existsSync(target)) {
      touch(target);
    } else {
      mkdirSync(path.dirname(target), { recursive: true });
      // Write beside, then rename: a reader never sees a half-written file under the final name.
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(tmp, bytes);
      renameSync(tmp, target);
    }
    return { hash, size: bytes.length };
  }
}

/**
 * Pieces go to a temp file beside the store (same file system, so the final rename is atomic) while
 * their hash is computed. Line endings are normalised as in putText, also when a CRLF is split
 * between two pieces. Writes are synchronous: callers are synchronous parser callbacks.
 */
export class BlobWriter {
  private readonly tmp: string;
  private readonly fd: number;
  private readonly hash: Hash = createHash('sha256');
  private size = 0;
  private afterCr = false;
  private done = false;

  constructor(private readonly store: TestdataStore) {
    this.tmp = path.join(store.root, `.incoming-${randomBytes(8).toString('hex')}.tmp`);
    this.fd = openSync(this.tmp, 'w');
  }

  write(piece: string | Buffer): void {
    let bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    if (bytes.length === 0) return;
    // The LF of a CRLF whose CR ended the previous piece was already written as that CR's LF.
    if (this.afterCr && bytes[0] === 10) bytes = bytes.subarray(1);
    if (bytes.length === 0) return;
    this.afterCr = bytes[bytes.length - 1] === 13;
    const out = normaliseLineEndings(bytes);
    this.hash.update(out);
    this.size += out.length;
    for (let at = 0; at < out.length;) at += writeSync(this.fd, out, at);
  }

  finish(): StoredBlob {
    this.close();
    const hash = this.hash.digest('hex');
    this.store.adopt(this.tmp, hash);
    return { hash, size: this.size };
  }

  /** Drops the temp file (the import failed). */
  abort(): void {
    this.close();
    rmSync(this.tmp, { force: true });
  }

  private close(): void {
    if (this.done) return;
    this.done = true;
    closeSync(this.fd);
  }
}

/**
 * A file stored again counts as new: the sweep removes unused files only when they are old, and a
 * file an upload has just reused must not go before that upload is saved.
 */
function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Gone meanwhile (swept): the caller's has() check before saving answers that.
  }
}

/** CRLF and lone CR become LF; bytes are otherwise untouched (non-UTF-8 data survives). */
export function normaliseLineEndings(bytes: Buffer): Buffer {
  if (!bytes.includes(13)) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 13) {
      out[n++] = 10;
      if (bytes[i + 1] === 10) i++;
    } else {
      out[n++] = b;
    }
  }
  return out.subarray(0, n);
}
