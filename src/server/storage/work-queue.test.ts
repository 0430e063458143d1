import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createWorkQueue } from './work-queue';

/** A task that runs until the test lets it finish. */
function heldTask(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve) => {
      finish = () => resolve(name);
    });
  };
  return { task, finish: () => finish() };
}

describe('work queue', () => {
  it('runs at most `concurrency` tasks, starts the waiting ones in arrival order, refuses past the line', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 2 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await expect.poll(() => started).toEqual(['a', 'b']);
    expect(queue.load()).toEqual({ running: 2, waiting: 2, mostRunning: 2 });

    const refused = queue.run(async () => 'e');
    await expect(refused).rejects.toThrow('Too many uploads at once, please try again.');
    await refused.catch((error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'busy', status: 503 });
    });

    tasks[1]?.finish();
    await expect(results[1]).resolves.toBe('b');
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    expect(queue.load()).toEqual({ running: 2, waiting: 1, mostRunning: 2 });

    tasks[0]?.finish();
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]?.finish();
    tasks[3]?.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0, mostRunning: 2 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});
