import type { RealtimeEvent } from '../../domain/realtime';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** Delivers events to the open sockets of the user they concern. */
export type RealtimeHub = {
  /** Fire and forget: publishing never fails the request that caused it. */
  publish: (userId: string, event: RealtimeEvent) => void;
  subscribe: (userId: string, listener: RealtimeListener) => () => void;
  close: () => Promise<void>;
};

/** The listeners of this process, by user. */
export class LocalFanOut {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();

  deliver(userId: string, event: RealtimeEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken socket must not keep the event from the user's other tabs.
      }
    }
  }

  subscribe(userId: string, listener: RealtimeListener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }
}

/** One process: events go straight to this process's sockets. */
export function createLocalHub(): RealtimeHub {
  const fanOut = new LocalFanOut();
  return {
    publish: (userId, event) => fanOut.deliver(userId, event),
    subscribe: (userId, listener) => fanOut.subscribe(userId, listener),
    close: async () => undefined,
  };
}
