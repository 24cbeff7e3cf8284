import type { UnreadMessageCounts } from '@verdict/shared';

type Listener = (counts: UnreadMessageCounts) => void;

/**
 * The open message streams of this process, per user: a change of someone's counts reaches
 * their open pages only. (One process serves the site; the 120 s poll covers a missed event.)
 */
export class MessageEvents {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(uid: string, listener: Listener): () => void {
    let set = this.listeners.get(uid);
    if (!set) this.listeners.set(uid, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(uid) === set) this.listeners.delete(uid);
    };
  }

  listening(uid: string): boolean {
    return this.listeners.has(uid);
  }

  /** Users with at least one open stream. */
  connected(): string[] {
    return [...this.listeners.keys()];
  }

  publish(uid: string, counts: UnreadMessageCounts): void {
    for (const listener of this.listeners.get(uid) ?? []) listener(counts);
  }
}
