import { readFile } from 'node:fs/promises';

/**
 * Expected outputs of cases kept in memory by content hash (the test-data store's names: a hash
 * names one content forever), so judging a problem again neither stats nor reads its answers
 * from disk — a profile of bench:judge showed those reads as the judge's largest CPU cost per
 * case. Bounded by bytes, least recently used out; large answers are never kept. A case without
 * a hash is read every time.
 */
export class ExpectedOutputCache {
  private readonly entries = new Map<string, string>();
  private size = 0;

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxEntryBytes = 1024 * 1024,
  ) {}

  get bytes(): number {
    return this.size;
  }

  async read(path: string, hash: string | undefined): Promise<string> {
    if (!hash) return readFile(path, 'utf8');
    const hit = this.entries.get(hash);
    if (hit !== undefined) {
      // Re-insert: Map order is recency order.
      this.entries.delete(hash);
      this.entries.set(hash, hit);
      return hit;
    }
    const text = await readFile(path, 'utf8');
    // UTF-16 in memory: about two bytes a character.
    const cost = text.length * 2;
    if (cost <= this.maxEntryBytes && !this.entries.has(hash)) {
      this.entries.set(hash, text);
      this.size += cost;
      for (const [key, value] of this.entries) {
        if (this.size <= this.maxBytes) break;
        this.entries.delete(key);
        this.size -= value.length * 2;
      }
    }
    return text;
  }
}
