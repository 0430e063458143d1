/**
 * Work begun by a request or a job that must end before the database closes: a gateway call whose answer is still
 * to be written (a refund, a payout). A stopping server waits for it after the connections are cut (shutdown.ts), so
 * a refund the gateway made is never left recorded as unsent.
 */
export type InFlightWork = {
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Resolves once everything running now has ended, however it ended. */
  settled: () => Promise<void>;
};

export function inFlightWork(): InFlightWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(work) {
      const promise = work();
      running.add(promise);
      const forget = () => running.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
