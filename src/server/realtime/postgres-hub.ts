import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { realtimeEventSchema } from '../../domain/realtime';
import { LocalFanOut, type RealtimeHub } from './hub';
import { createReassembler, inBatches, toNotifyPayloads } from './notify-frames';

export const REALTIME_CHANNEL = 'campus_realtime';
const RECONNECT_DELAY_MS = 1_000;

const envelopeSchema = z.object({ userId: z.string(), event: realtimeEventSchema });
/** What one notification carries: some of the events published, in order. */
const batchSchema = z.array(envelopeSchema);
type Envelope = z.infer<typeof envelopeSchema>;

/**
 * Several server instances on one PostgreSQL: every event goes through NOTIFY, and every instance LISTENs
 * and hands it to its own sockets — so a tab on instance A hears about a payment settled on instance B.
 * Events published while a NOTIFY is on its way wait and go together in the next one: under load one
 * statement carries many messages, instead of each event queueing for a statement of its own.
 */
export async function createPostgresHub(pool: pg.Pool, log: FastifyBaseLogger): Promise<RealtimeHub> {
  const fanOut = new LocalFanOut();
  /** The connection that LISTENs, and how to give it back to the pool: once, whoever asks first. */
  let listener: { client: pg.PoolClient; release: (error?: Error) => void } | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let waiting: Envelope[] = [];
  let sending: Promise<void> | null = null;

  const deliver = (text: string) => {
    try {
      const parsed = batchSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw parsed.error;
      for (const { userId, event } of parsed.data) fanOut.deliver(userId, event);
    } catch {
      log.warn('ignored a malformed realtime notification');
    }
  };

  const listen = async () => {
    const client = await pool.connect();
    const receive = createReassembler({
      text: deliver,
      dropped: () => log.warn('dropped a realtime event cut off by a lost connection'),
    });
    const onNotification = (message: pg.Notification) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) receive(message.payload);
    };
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off('notification', onNotification);
      client.release(error);
    };
    client.on('notification', onNotification);
    // A dying connection can report more than one error, also after it went back to the pool on close.
    client.on('error', (error) => {
      if (released) return;
      log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      release(error);
      if (listener?.client === client) listener = null;
      scheduleReconnect();
    });
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    listener = { client, release };
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'realtime listener could not reconnect');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  };

  await listen();

  /** Sends what waits, one statement after another, so this process's events reach every listener in order. */
  const send = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const payloads = inBatches(batch.map((envelope) => JSON.stringify(envelope))).flatMap(toNotifyPayloads);
      // In one statement (one transaction), in order: the parts of a long event never interleave with others.
      await pool
        .query(
          `select pg_notify($1, payload) from unnest($2::text[]) with ordinality as parts(payload, n)
           order by n`,
          [REALTIME_CHANNEL, payloads],
        )
        .catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
    }
    sending = null;
  };
  return {
    publish(userId, event) {
      waiting.push({ userId, event });
      // After the current task: the events one change reports, published one after another, go together.
      sending ??= Promise.resolve().then(send);
    },
    subscribe: (userId, listenerFn) => fanOut.subscribe(userId, listenerFn),
    async close() {
      closed = true;
      clearTimeout(retry);
      await sending;
      const current = listener;
      listener = null;
      if (!current) return;
      try {
        await current.client.query(`UNLISTEN ${REALTIME_CHANNEL}`);
      } finally {
        current.release();
      }
    },
  };
}
