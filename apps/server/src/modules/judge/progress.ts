/**
 * Coalesces a submission's case progress: the first count goes out at once, later ones at most
 * every `everyMs` (the latest count wins, sent when the interval ends). A 100-case problem makes
 * a handful of events instead of 100 — each one is a publish (Redis in scaled mode) and a write
 * to every open stream. Status changes and verdicts are not throttled: `cancel` drops a pending
 * count before the verdict is published.
 */
export class ProgressThrottle {
  private last = -Infinity;
  private pending: [done: number, total: number] | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly send: (done: number, total: number) => void,
    private readonly everyMs: number,
  ) {}

  push(done: number, total: number): void {
    const wait = this.last + this.everyMs - performance.now();
    if (wait <= 0 && !this.timer) {
      this.last = performance.now();
      this.send(done, total);
      return;
    }
    this.pending = [done, total];
    this.timer ??= setTimeout(() => this.flush(), Math.max(0, wait));
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    this.timer = null;
    const p = this.pending;
    this.pending = null;
    if (!p) return;
    this.last = performance.now();
    this.send(p[0], p[1]);
  }
}
