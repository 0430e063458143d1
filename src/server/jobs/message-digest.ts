import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { type MessageDigestDeps, sendMessageDigests } from '../features/notifications/message-digest';

type Options = MessageDigestDeps & {
  /** How long a person's messages must have been quiet before the digest tells of them. */
  quietMs: number;
  intervalMs: number;
};

type MessageDigestJob = {
  /** One pass at the clock's current time; resolves with the number of emails sent. */
  run: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Emails digests of unread messages every `intervalMs`, reading the time from `clock`. */
export function startMessageDigest(
  options: Options & { log: FastifyBaseLogger; clock?: () => Date },
): MessageDigestJob {
  const { quietMs, intervalMs, log, clock = () => new Date() } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  const run = () => {
    running = running.catch(() => 0).then(() => sendMessageDigests(options, { now: clock(), quietMs }));
    return running;
  };
  const tick = () => {
    run()
      .catch((error: unknown) => log.error({ err: error }, 'message digest failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}

/** Runs the digest while the app runs (from ready to close). */
export const messageDigestJob = fp<Options>(
  async (app, options) => {
    let job: MessageDigestJob | undefined;
    app.addHook('onReady', async () => {
      job = startMessageDigest({ ...options, log: app.log });
    });
    app.addHook('onClose', async () => job?.stop());
  },
  { name: 'message-digest' },
);
