import type { SubmissionProgress } from '@verdict/shared';
import type { EventBus } from './event-bus';

/**
 * Submission progress events (status changes, cases done). In-process here; a Redis pub/sub
 * implementation carries them between API and judge processes in scaled mode.
 */
export interface SubmissionEvents {
  publish(event: SubmissionProgress): void;
  /** Calls `listener` for events of the given submissions; returns the unsubscribe function. */
  subscribe(submitIds: readonly number[], listener: (event: SubmissionProgress) => void): () => void;
  /** Calls `listener` for every event (contest boards follow all verdicts); returns the unsubscribe function. */
  subscribeAll(listener: (event: SubmissionProgress) => void): () => void;
}

export class InProcessSubmissionEvents implements SubmissionEvents {
  private listeners = new Map<number, Set<(event: SubmissionProgress) => void>>();
  private everyEvent = new Set<(event: SubmissionProgress) => void>();

  publish(event: SubmissionProgress): void {
    for (const l of [...(this.listeners.get(event.submitId) ?? []), ...this.everyEvent]) {
      try {
        l(event);
      } catch {
        // A broken listener (closed stream) must not stop the others or the worker.
      }
    }
  }

  subscribeAll(listener: (event: SubmissionProgress) => void): () => void {
    this.everyEvent.add(listener);
    return () => this.everyEvent.delete(listener);
  }

  subscribe(submitIds: readonly number[], listener: (event: SubmissionProgress) => void): () => void {
    for (const id of submitIds) {
      let set = this.listeners.get(id);
      if (!set) this.listeners.set(id, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const id of submitIds) {
        const set = this.listeners.get(id);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(id);
      }
    };
  }
}

/**
 * Scaled mode: progress goes out over the event bus and comes back to every process (this one
 * too), where the in-process listeners of that process get it — a verdict judged on one host
 * reaches the streams and boards of every API process.
 */
export class BusSubmissionEvents implements SubmissionEvents {
  private readonly local = new InProcessSubmissionEvents();

  constructor(private readonly bus: EventBus) {
    bus.subscribe('submission', (payload) => this.local.publish(payload as SubmissionProgress));
  }

  publish(event: SubmissionProgress): void {
    this.bus.publish('submission', event);
  }

  subscribe(submitIds: readonly number[], listener: (event: SubmissionProgress) => void): () => void {
    return this.local.subscribe(submitIds, listener);
  }

  subscribeAll(listener: (event: SubmissionProgress) => void): () => void {
    return this.local.subscribeAll(listener);
  }
}
