import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { imageUrl } from '../domain/image-url';
import { REALTIME_PATH } from '../domain/realtime-socket';
import { placeholderImage } from './seed/placeholder-image';
import { type CampusBehindProxy, json, startCampusBehindProxy } from './testing/campus-behind-proxy';
import { FRESH_DATABASE_TIMEOUT_MS } from './testing/fresh-database-timeout';
import { multipart } from './testing/multipart';

let campus: CampusBehindProxy;
beforeAll(async () => {
  campus = await startCampusBehindProxy();
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(() => campus?.stop(), FRESH_DATABASE_TIMEOUT_MS);

const call: CampusBehindProxy['call'] = (...args) => campus.call(...args);
const signIn = (email: string) => campus.signIn(email);

/** A realtime socket opened straight to one instance, and the events it has heard. */
async function listen(via: number, cookie: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${campus.instances[via]?.port}${REALTIME_PATH}`, {
    headers: { cookie, origin: campus.proxy.origin },
  });
  const heard: { type: string; [key: string]: unknown }[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'subscribed') resolve();
      heard.push(event);
    });
    socket.once('error', reject);
  });
  return { heard, close: () => socket.close() };
}

describe('three instances behind the nginx site of deploy/', () => {
  it('serves a picture uploaded through one instance from every other, over TLS', async () => {
    const seller = await signIn('seller@campus.test');
    const [product] =
      json(await call(null, 'GET', '/api/seller/products', { cookie: seller.cookie })).products ?? [];
    expect(product).toBeDefined();
    const { payload, contentType } = await multipart(await placeholderImage(3));
    const uploaded = await call(0, 'POST', `/api/seller/products/${product.id}/images`, {
      cookie: seller.cookie,
      body: payload,
      type: contentType,
    });
    expect(uploaded.status).toBe(201);
    const { key } = json(uploaded);
    for (const via of [1, 2, null]) {
      const picture = await call(via, 'GET', imageUrl(key, 'card'));
      expect(picture.status).toBe(200);
      expect(picture.body.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('brings a message sent through one instance to a person connected to another', async () => {
    const [buyer, seller] = [await signIn('buyer@campus.test'), await signIn('seller@campus.test')];
    const socket = await listen(2, buyer.cookie);
    const conversation = json(
      await call(0, 'POST', '/api/messenger/conversations', {
        cookie: seller.cookie,
        json: { about: 'person', userId: buyer.id },
      }),
    );
    const text = `Still for sale ${randomUUID()}`;
    const sent = await call(0, 'POST', '/api/messenger/messages', {
      cookie: seller.cookie,
      json: { conversationId: conversation.id, message: text },
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => socket.heard.some((event) => JSON.stringify(event).includes(text))).toBe(true);
    socket.close();
  });

  it('shows a payment completed through one instance on the others, and tells the buyer connected to a third', async () => {
    const [buyer, seller] = [await signIn('buyer2@campus.test'), await signIn('seller@campus.test')];
    const socket = await listen(2, buyer.cookie);
    const { products } = json(await call(null, 'GET', '/api/seller/products', { cookie: seller.cookie }));
    const product = products.find(
      (candidate: { status: string; stock: number }) => candidate.status === 'active' && candidate.stock > 0,
    );
    const placed = await call(1, 'POST', '/api/orders', {
      cookie: buyer.cookie,
      json: {
        items: [{ productId: product.id, quantity: 1 }],
        idempotencyKey: randomUUID(),
        meetUp: { phone: '01711000000', place: 'Library steps' },
      },
    });
    expect(placed.status).toBe(201);
    const { orderId } = json(placed);
    const order = json(await call(2, 'GET', `/api/orders/${orderId}`, { cookie: buyer.cookie }));
    // The code instance 1 sealed opens on instance 0: they share AUTH_SECRET, which the key comes from.
    const handedOver = await call(0, 'POST', `/api/deliveries/${order.deliveries[0].id}/hand-over`, {
      cookie: seller.cookie,
      json: { code: order.deliveries[0].handOverCode.code },
    });
    expect(handedOver.status).toBe(200);
    for (const via of [1, 2, null]) {
      const seen = json(await call(via, 'GET', `/api/orders/${orderId}`, { cookie: buyer.cookie }));
      expect(seen.payment.status).toBe('completed');
    }
    await expect
      .poll(() => socket.heard.some((event) => event.type === 'payment.changed' && event.orderId === orderId))
      .toBe(true);
    socket.close();
  });

  it('holds the sign-in rate limits across the instances', async () => {
    const guess = (via: number, email: string, forwardedFor: string) =>
      call(via, 'POST', '/api/auth/sign-in/email', {
        json: { email, password: 'not the password' },
        forwardedFor,
      }).then((answer) => answer.status);
    // Five wrong passwords for one account from one student, whichever instance each reached; the sixth waits.
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      guesses.push(await guess(attempt % 3, 'buyer@campus.test', '10.20.30.40'));
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    // Thirty sign-ins a minute from one address, however they are spread; the thirty-first waits.
    const fromOneAddress: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      fromOneAddress.push(await guess(attempt % 3, `nobody${attempt}@campus.test`, '10.20.30.50'));
    expect(fromOneAddress.slice(0, 30).filter((status) => status === 429)).toEqual([]);
    expect(fromOneAddress[30]).toBe(429);
    // Another student behind the same proxy is not held back.
    expect(await guess(0, 'buyer@campus.test', '10.20.30.41')).toBe(401);
  });
});
