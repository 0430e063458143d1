import { and, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatMessageSchema, conversationListSchema } from '../../../domain/messenger';
import { notification } from '../../db/schema';
import { chat } from '../../testing/chat';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp } from '../../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const send = (from: Shopper, to: Shopper, message: string) => chat(from, to, message);

/** The reader's message notifications from one sender: how many unread, and the messages they count. */
async function gathered(reader: Shopper, sender: Shopper) {
  const mine = and(
    eq(notification.userId, reader.id),
    eq(notification.actorId, sender.id),
    eq(notification.kind, 'message'),
  );
  const [counted] = await t.db
    .select({ messages: sum(notification.messageCount).mapWith(Number) })
    .from(notification)
    .where(mine);
  const unread = await t.db
    .select({ count: notification.messageCount })
    .from(notification)
    .where(and(mine, isNull(notification.readAt)));
  return { messages: counted?.messages ?? 0, unread: unread.map((row) => row.count) };
}

describe('notifications under concurrency (PostgreSQL server)', () => {
  it('gathers 20 messages sent at once into one unread notification counting each', async () => {
    const [reader, sender] = [await signedIn(t), await signedIn(t)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(sender, reader, `Message ${i + 1}`)),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(await gathered(reader, sender)).toEqual({ messages: 20, unread: [20] });
  });

  it('counts every message once while mark-all races them', async () => {
    const [reader, sender] = [await signedIn(t), await signedIn(t)];
    const work = [];
    for (let i = 0; i < 12; i++) {
      work.push(send(sender, reader, `Message ${i + 1}`));
      if (i % 3 === 0) work.push(reader.call('POST', '/api/notifications/read-all'));
    }
    const answers = await Promise.all(work);
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    const { messages, unread } = await gathered(reader, sender);
    expect(messages).toBe(12);
    expect(unread.length).toBeLessThanOrEqual(1);
  });

  it('keeps the furthest read marker when two reads race', async () => {
    const [reader, sender] = [await signedIn(t), await signedIn(t)];
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 4; i++)
      sent.push(chatMessageSchema.parse((await send(sender, reader, `Message ${i + 1}`)).json()));
    const readUpTo = (message: ChatMessage | undefined) =>
      reader.call('POST', `/api/messenger/conversations/${message?.conversationId}/read`, {
        lastMessageId: message?.id,
      });
    for (let round = 0; round < 5; round++)
      await Promise.all([readUpTo(sent[1]), readUpTo(sent[3]), readUpTo(sent[0])]);
    const [entry] = conversationListSchema.parse(
      (await reader.call('GET', '/api/messenger/conversations')).json(),
    );
    expect(entry?.unread).toBe(0);
    expect((await gathered(reader, sender)).unread).toEqual([]);
  });
});
