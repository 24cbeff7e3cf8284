import type { KeyValueStore } from './kv-store';

/** How long a process trusts the shared generation it read (other processes' changes show this much later). */
export const SHARED_GENERATION_MEMO_MS = 250;
/** A bound on the answers kept per cache (distinct queries); past it the cache starts over. */
const MAX_ENTRIES = 5_000;
/** The shared generation key lives this long after its last change; a lost key only means one recount. */
const SHARED_GENERATION_TTL_SECONDS = 7 * 24 * 3600;

/** An answer already serialised to JSON: the route sends it as it is (http/route.ts). */
export class PreSerialized {
  private envelope: Buffer | null = null;

  constructor(readonly json: string) {}

  /** The whole success envelope as bytes, made once per kept answer (no encoding or length count per request). */
  get body(): Buffer {
    return (this.envelope ??= Buffer.from(`{"status":200,"msg":"success","data":${this.json}}`));
  }
}

/**
 * Whole answers of read calls, kept serialised, keyed by the query and the cache's generation.
 * Whatever changes what an answer shows calls `bump()` (the owners of the rows tell it, wired in
 * wiring/answer-caches.ts): every kept answer is stale at once and the next reader of each query computes it again.
 *
 * - Single flight: concurrent readers of the same query wait for one computation.
 * - An answer computed while a bump happened is handed to its waiters but not kept (it may or
 *   may not include the change).
 * - Several server processes (PostgreSQL, Redis): `shared` is the key-value store where bumps
 *   are counted too; a process reads that count at most every SHARED_GENERATION_MEMO_MS, so
 *   another process's change shows within that time. A process's own bumps show at once.
 * - The key must hold everything the answer depends on besides the rows (the caller's role,
 *   the caller's uid for per-user answers): a key never serves one caller's private rows to another.
 */
export class AnswerCache {
  private local = 0;
  private shared: { value: string; readAt: number } | null = null;
  private readonly entries = new Map<string, { gen: string; answer: PreSerialized }>();
  private readonly inFlight = new Map<string, { gen: string; job: Promise<string> }>();

  constructor(
    private readonly name: string,
    private readonly opts: { kv?: KeyValueStore; now?: () => number } = {},
  ) {}

  private get now() {
    return this.opts.now ?? Date.now;
  }

  /** The rows behind the answers changed: every kept answer is stale. */
  bump = (): void => {
    this.local += 1;
    this.entries.clear();
    if (!this.opts.kv) return;
    // Bumps while an increment is on its way share the one increment sent after it: every bump is
    // still followed by an increment begun after it (what other processes need), and a storm of
    // verdicts writes the store once per round trip, not once per verdict.
    if (this.sharing !== 'idle') this.sharing = 'again';
    else this.share(this.opts.kv);
  };

  private sharing: 'idle' | 'sending' | 'again' = 'idle';

  /** Other processes learn of bumps from the store; a failed write is seen at the next bump. */
  private share(kv: KeyValueStore): void {
    this.sharing = 'sending';
    void kv
      .increment(this.sharedKey, SHARED_GENERATION_TTL_SECONDS)
      .then(
        (value) => (this.shared = { value: String(value), readAt: this.now() }),
        () => undefined,
      )
      .finally(() => {
        const again = this.sharing === 'again';
        this.sharing = 'idle';
        if (again) this.share(kv);
      });
  }

  private get sharedKey() {
    return `answers:${this.name}:generation`;
  }

  private async generation(): Promise<string> {
    const kv = this.opts.kv;
    if (!kv) return String(this.local);
    const memo = this.shared;
    let value = memo?.value ?? '0';
    if (!memo || this.now() - memo.readAt >= SHARED_GENERATION_MEMO_MS) {
      value = (await kv.get(this.sharedKey).catch(() => null)) ?? '0';
      this.shared = { value, readAt: this.now() };
    }
    return `${this.local}:${value}`;
  }

  /**
   * The answer of `key` as JSON, kept or computed now by `compute`. `keep` false serves the answer
   * without keeping it (an answer that turns stale by the clock, not by a write the generation sees).
   */
  async json<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<PreSerialized> {
    const gen = await this.generation();
    const hit = this.entries.get(key);
    if (hit && hit.gen === gen) return hit.answer;
    const running = this.inFlight.get(key);
    if (running && running.gen === gen) return new PreSerialized(await running.job);
    const local = this.local;
    const job = compute()
      .then((value) => {
        const json = JSON.stringify(value);
        if (this.local === local && keep(value)) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { gen, answer: new PreSerialized(json) });
        }
        return json;
      })
      .finally(() => {
        if (this.inFlight.get(key)?.job === job) this.inFlight.delete(key);
      });
    this.inFlight.set(key, { gen, job });
    return new PreSerialized(await job);
  }
}
