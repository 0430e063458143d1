import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_SOCKETS_PER_USER } from '../../domain/limits';
import { REALTIME_PATH } from '../../domain/realtime-socket';
import { type Shopper, signedIn } from '../testing/shop';
import { createTestApp, type TestApp } from '../testing/test-app';

type WebSocket = Awaited<ReturnType<TestApp['app']['injectWS']>>;

let t: TestApp;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

/**
 * Opens a socket as the shopper and learns what became of it: 'open' once an event published to the shopper
 * arrives (the server subscribed it), or the close code the server sent.
 */
async function connect(
  shopper: Shopper,
): Promise<{ socket: WebSocket; outcome: () => Promise<'open' | number> }> {
  const socket = await t.app.injectWS(REALTIME_PATH, { headers: { cookie: shopper.cookie } });
  sockets.push(socket);
  let state: 'open' | number | undefined;
  socket.on('message', () => {
    state ??= 'open';
  });
  socket.on('close', (code: number) => {
    state ??= code;
  });
  const outcome = async () => {
    await expect
      .poll(() => {
        if (state === undefined) t.app.publishEvents([{ type: 'cart.changed', userId: shopper.id }]);
        return state;
      })
      .toBeDefined();
    return state ?? 'open';
  };
  return { socket, outcome };
}

describe('open realtime sockets per user', () => {
  it(`are capped at ${REALTIME_SOCKETS_PER_USER}: the next one is closed with a policy code`, async () => {
    const person = await signedIn(t);
    const open = [];
    for (let n = 0; n < REALTIME_SOCKETS_PER_USER; n += 1) {
      const connection = await connect(person);
      expect(await connection.outcome()).toBe('open');
      open.push(connection);
    }
    expect(await (await connect(person)).outcome()).toBe(1008);

    // Another person is not affected.
    expect(await (await connect(await signedIn(t))).outcome()).toBe('open');

    // A closed tab frees its place.
    open[0]?.socket.terminate();
    await expect.poll(async () => (await connect(person)).outcome()).toBe('open');
  });
});
