import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE } from '../../../domain/limits';
import { message, rateLimit } from '../../db/schema';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let flooder: Shopper;
let seller: Shopper;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp();
  [flooder, seller] = [await signedIn(t), await signedIn(t, 'seller')];
  const opened = await flooder.call('POST', '/api/messenger/conversations', {
    about: 'person',
    userId: seller.id,
  });
  conversationId = opened.json().id;
});
afterAll(() => t.close());

const sentBy = async (senderId: string) =>
  (await t.db.select({ n: count() }).from(message).where(eq(message.senderId, senderId)))[0]?.n ?? 0;

const send = (from: Shopper, text: string) =>
  from.call('POST', '/api/messenger/messages', { conversationId, message: text });

describe('the chat limit per sender', () => {
  it('stores the first messages of a minute and refuses the rest of 200 sent at once, storing nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => send(flooder, `spam ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - CHAT_MESSAGES_PER_MINUTE);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      error: {
        code: 'too_many_messages',
        message: `You can send up to ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Please wait a moment and try again.`,
      },
    });
    expect(await sentBy(flooder.id)).toBe(CHAT_MESSAGES_PER_MINUTE);
  });

  it('leaves other senders alone', async () => {
    expect((await send(seller, 'Please stop.')).statusCode).toBe(201);
  });

  it('lets the sender talk again once the minute is over', async () => {
    await t.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 61_000 })
      .where(eq(rateLimit.key, `chat:${flooder.id}`));
    expect((await send(flooder, 'Sorry about that.')).statusCode).toBe(201);
  });
});
