/** What a storm measures from its contestants' side: each call's latency and failures, stream events, submissions. */
export interface SubmitRecord {
  submitId: number;
  kind: Kind;
  sentAt: number;
  /** When a status poll first saw the verdict. */
  seenAt: number | null;
}

export type Kind = 'AC' | 'WA' | 'TLE' | 'CE';

export class Recorder {
  readonly calls = new Map<string, { ms: number[]; at: number[]; errors: number; firstError?: string }>();
  /** Per board stream: when it was ready (null until then) and when each `change` event arrived. */
  readonly boardEvents: Array<{ readyAt: number | null; events: number[] }> = [];
  readonly submits: SubmitRecord[] = [];
  streamErrors = 0;
  inFlight = 0;
  peakInFlight = 0;

  /** `at`: when the call was sent (epoch ms), so latencies can be split by phase of the storm. */
  call(name: string, ms: number, error?: string, at = Date.now() - ms): void {
    let c = this.calls.get(name);
    if (!c) this.calls.set(name, (c = { ms: [], at: [], errors: 0 }));
    if (error) {
      c.errors++;
      c.firstError ??= error;
    } else {
      c.ms.push(ms);
      c.at.push(at);
    }
  }

  get errors(): number {
    let n = this.streamErrors;
    for (const c of this.calls.values()) n += c.errors;
    return n;
  }
}
