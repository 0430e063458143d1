import { AppError } from '../errors';

export const tooBusy = () => new AppError('busy');

/** How busy a queue is now, and the most tasks it ever ran at once. */
export type WorkQueueLoad = { running: number; waiting: number; mostRunning: number };

export type WorkQueue = {
  /** Runs the task when a slot is free; refuses with 503 when the waiting line is already full. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  load: () => WorkQueueLoad;
};

/**
 * At most `concurrency` tasks at once, at most `maxWaiting` more waiting their turn in arrival order. For
 * work that costs CPU and memory per request (decoding pictures): past the bound, a caller is told to
 * come back instead of piling up work the process cannot finish.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const { concurrency, maxWaiting } = options;
  const line: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;

  const start = () => {
    running++;
    mostRunning = Math.max(mostRunning, running);
  };
  const finish = () => {
    const next = line.shift();
    // The freed slot passes straight to the next in line, so a newcomer cannot jump the queue.
    if (next) next();
    else running--;
  };
  const slot = (): Promise<void> => {
    if (running < concurrency) {
      start();
      return Promise.resolve();
    }
    if (line.length >= maxWaiting) return Promise.reject(tooBusy());
    return new Promise((resolve) => line.push(resolve));
  };

  return {
    async run(task) {
      await slot();
      try {
        return await task();
      } finally {
        finish();
      }
    },
    load: () => ({ running, waiting: line.length, mostRunning }),
  };
}
