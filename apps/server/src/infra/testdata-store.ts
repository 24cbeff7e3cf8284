import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

  pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a content hash: ${hash}`);
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  has(hash: string): boolean {
    return existsSync(this.pathOf(hash));
  }

  readText(hash: string): string {
    return readFileSync(this.pathOf(hash), 'utf8');
  }

  private putBytes(bytes: Buffer): StoredBlob {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const target = this.pathOf(hash);
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      // Write beside, then rename: a reader never sees a half-written file under the final name.
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(tmp, bytes);
      renameSync(tmp, target);
    }
    return { hash, size: bytes.length };
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
