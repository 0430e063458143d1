import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

type Options = {
  /** What the log calls it when a pass fails. */
  name: string;
  intervalMs: number;
  /** One pass; the next begins `intervalMs` after it ends, so two passes of one instance never overlap. */
  pass: (log: FastifyBaseLogger) => Promise<unknown>;
};

/**
 * A plugin running `pass` every `intervalMs` while the app runs, from ready to close; closing waits for the pass
 * under way. A failed pass is logged and the next one runs on time.
 */
export const repeatingJob = ({ name, intervalMs, pass }: Options) =>
  fp(
    async (app) => {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      let stopped = false;
      const tick = () => {
        running = pass(app.log)
          .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      app.addHook('onReady', async () => {
        timer = setTimeout(tick, intervalMs);
      });
      app.addHook('onClose', async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      });
    },
    { name, dependencies: ['realtime'] },
  );
