import { parseRealtimeEvent, type RealtimeEvent } from '../../domain/realtime';
import { REALTIME_PATH } from '../../domain/realtime-socket';
import type { Shopper } from './shop';
import type { TestApp } from './test-app';

type WebSocket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

/**
 * Opens realtime sockets as test users and records every event each one receives; `close` ends them all
 * (call it before closing the app).
 */
export function realtimeListener(t: TestApp) {
  const sockets: WebSocket[] = [];
  return {
    async connect(shopper: Shopper): Promise<RealtimeEvent[]> {
      const events: RealtimeEvent[] = [];
      const ready: { subscribed?: () => void } = {};
      const subscribed = new Promise<void>((resolve) => {
        ready.subscribed = resolve;
      });
      // Listening from the start: the server's first frame may come before the socket is handed over.
      const socket = await t.app.injectWS(
        REALTIME_PATH,
        { headers: { cookie: shopper.cookie } },
        {
          onInit: (ws) =>
            ws.on('message', (data: Buffer) => {
              const event = parseRealtimeEvent(data.toString());
              if (event?.type === 'subscribed') ready.subscribed?.();
              else if (event) events.push(event);
            }),
        },
      );
      sockets.push(socket);
      // Answers once the server has subscribed the socket: an event published from then on is received.
      await subscribed;
      return events;
    },
    close() {
      for (const socket of sockets) socket.terminate();
    },
  };
}
