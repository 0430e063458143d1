import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightWork } from './in-flight-work';
import { stopGracefully } from './shutdown';

/** A promise and the function that resolves it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('gateway work under way when the server stops', () => {
  it('keeps the database open until the work has written its answer', async () => {
    const app = Fastify();
    const gatewayWork = inFlightWork();
    const steps: string[] = [];
    const gatewayAnswers = gate();
    const refund = gatewayWork.run(async () => {
      await gatewayAnswers.opened;
      steps.push('answer written');
    });
    const stopped = stopGracefully(app, {
      closeRuntime: async () => {
        steps.push('database closed');
      },
      gatewayWork,
      graceMs: 0,
    });
    // The app has closed, and every callback due after it has run: only the gateway's answer is awaited.
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual([]);
    gatewayAnswers.open();
    await stopped;
    await refund;
    expect(steps).toEqual(['answer written', 'database closed']);
  });

  it('waits for work that fails as for work that succeeds, and forgets what has ended', async () => {
    const gatewayWork = inFlightWork();
    const failed = gatewayWork.run(() => Promise.reject(new Error('gateway down')));
    await expect(failed).rejects.toThrow('gateway down');
    await gatewayWork.settled();
    const later = gatewayWork.run(async () => 'refunded');
    await expect(later).resolves.toBe('refunded');
    await gatewayWork.settled();
  });
});
