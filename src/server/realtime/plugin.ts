import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_SOCKETS_PER_USER } from '../../domain/limits';
import type { RealtimeEvent } from '../../domain/realtime';
import { REALTIME_HEARTBEAT_MS, REALTIME_PATH } from '../../domain/realtime-socket';
import type { Database } from '../db/client';
import { eventPublisher, type PublishEvents } from '../events/publish-events';
import { createLocalHub, type RealtimeHub } from './hub';
import { createPostgresHub } from './postgres-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listening to a user's events. Nothing else publishes to the hub: events reach it through `publishEvents`. */
    realtime: Pick<RealtimeHub, 'subscribe'>;
    /** The one publisher of what services report (src/server/events). */
    publishEvents: PublishEvents;
  }
}

type Options = { database: Database; heartbeatMs?: number };

/**
 * When the server stops, each socket is told it goes away (1001), so that its browser reconnects at once (to
 * another instance behind a proxy); a client that never answers is cut at the end of the grace period
 * (shutdown.ts). The closed socket server refuses upgrades still arriving on open connections.
 */
function closeGoingAway(this: FastifyInstance, done: () => void) {
  for (const socket of this.websocketServer.clients) socket.close(1001, 'server restarting');
  this.websocketServer.close();
  done();
}

async function realtimePlugin(
  app: FastifyInstance,
  { database, heartbeatMs = REALTIME_HEARTBEAT_MS }: Options,
) {
  const hub =
    database.kind === 'postgres' ? await createPostgresHub(database.pool, app.log) : createLocalHub();
  app.decorate('realtime', { subscribe: hub.subscribe });
  app.decorate('publishEvents', eventPublisher(hub));
  app.addHook('onClose', async () => hub.close());

  await app.register(websocket, { options: { maxPayload: 1024 }, preClose: closeGoingAway });

  // Per process: with several instances a person may hold this many on each. A socket is bound to its process,
  // so the count needs no database; the cap only stops one account from tying up a server's memory.
  const openSockets = new Map<string, number>();
  const release = (userId: string) => {
    const left = (openSockets.get(userId) ?? 1) - 1;
    if (left > 0) openSockets.set(userId, left);
    else openSockets.delete(userId);
  };

  app.get(REALTIME_PATH, { websocket: true, config: { access: 'user' } }, async (socket, request) => {
    const viewer = await request.viewer();
    if (viewer.kind !== 'user') {
      socket.close(1008, 'unauthenticated');
      return;
    }
    // Gone while the session was read: its close event has passed, so it must not take a slot.
    if (socket.readyState !== socket.OPEN) return;
    const userId = viewer.user.id;
    const open = openSockets.get(userId) ?? 0;
    // The newest socket goes: closing the oldest instead would make tabs evict each other in turn as they
    // reconnect. The refused tab keeps its slow polling fallback.
    if (open >= REALTIME_SOCKETS_PER_USER) {
      socket.close(1008, 'too many connections');
      return;
    }
    openSockets.set(userId, open + 1);
    const send = (event: RealtimeEvent) => socket.send(JSON.stringify(event));
    const unsubscribe = hub.subscribe(userId, send);
    send({ type: 'subscribed' });
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
      release(userId);
    });
  });
}

export const realtimeRoutes = fp(realtimePlugin, { name: 'realtime', dependencies: ['auth'] });
