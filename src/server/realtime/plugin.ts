import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_HEARTBEAT_MS, REALTIME_PATH } from '../../domain/realtime';
import type { Database } from '../db/client';
import { createLocalHub, type RealtimeHub } from './hub';
import { createPostgresHub } from './postgres-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes events to a user's open tabs; shared by every feature. */
    realtime: RealtimeHub;
  }
}

type Options = { database: Database; heartbeatMs?: number };

async function realtimePlugin(
  app: FastifyInstance,
  { database, heartbeatMs = REALTIME_HEARTBEAT_MS }: Options,
) {
  const hub =
    database.kind === 'postgres' ? await createPostgresHub(database.pool, app.log) : createLocalHub();
  app.decorate('realtime', hub);
  app.addHook('onClose', async () => hub.close());

  await app.register(websocket, { options: { maxPayload: 1024 } });

  app.get(
    REALTIME_PATH,
    // The socket stays open for hours: it must never count against a request rate limit.
    { websocket: true, config: { access: 'user', rateLimit: false } },
    async (socket, request) => {
      const viewer = await request.viewer();
      if (viewer.kind !== 'user') {
        socket.close(1008, 'unauthenticated');
        return;
      }
      const unsubscribe = hub.subscribe(viewer.user.id, (event) => socket.send(JSON.stringify(event)));
      let answered = true;
      // A socket that missed a whole heartbeat is gone (sleeping laptop, lost network): drop it.
      const heartbeat = setInterval(() => {
        if (!answered) {
          socket.terminate();
          return;
        }
        answered = false;
        socket.ping();
      }, heartbeatMs);
      socket.on('pong', () => {
        answered = true;
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}

export const realtimeRoutes = fp(realtimePlugin, { name: 'realtime', dependencies: ['auth'] });
