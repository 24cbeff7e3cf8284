/**
 * A submission-progress stream client as the browser's is: it follows `/api/sse/submissions`,
 * and when its API process goes away it reconnects (to the next address) and gets the current
 * state again. It remembers the last status it was told per submission.
 */
import { sleep } from './cluster';

export class ProgressWatcher {
  readonly last = new Map<number, number>();
  ended = false;
  /** Its first stream was answered (so a kill after this cuts an open stream). */
  opened = false;
  reconnects = 0;
  /** The API address of its current (or last) stream. */
  current = '';
  readonly done: Promise<void>;
  private stopped = false;
  private abort = new AbortController();

  constructor(
    private readonly bases: string[],
    private readonly token: string,
    private readonly ids: number[],
    first: number,
  ) {
    this.done = this.run(first);
  }

  private async run(at: number): Promise<void> {
    for (let turn = at; !this.stopped; turn++) {
      const base = this.bases[turn % this.bases.length]!;
      this.current = base;
      try {
        const res = await fetch(`${base}/api/sse/submissions?submitIds=${this.ids.join(',')}`, {
          headers: { authorization: this.token, accept: 'text/event-stream' },
          signal: this.abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
        this.opened = true;
        let buffer = '';
        const decoder = new TextDecoder();
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'progress' && data) {
              const p = JSON.parse(data) as { submitId: number; status: number };
              this.last.set(p.submitId, p.status);
            } else if (event === 'end') {
              this.ended = true;
              return;
            }
          }
        }
      } catch {
        /* the process went away (or we stopped) */
      }
      if (this.stopped) return;
      this.reconnects++;
      await sleep(500);
    }
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort();
  }
}
