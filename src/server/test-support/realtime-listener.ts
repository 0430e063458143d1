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
      const socket = await t.app.injectWS(REALTIME_PATH, { headers: { cookie: shopper.cookie } });
      sockets.push(socket);
      const events: RealtimeEvent[] = [];
      socket.on('message', (data: Buffer) => {
        const event = parseRealtimeEvent(data.toString());
        if (event) events.push(event);
      });
      return events;
    },
    close() {
      for (const socket of sockets) socket.terminate();
    },
  };
}
