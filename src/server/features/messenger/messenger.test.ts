import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/limits';
import { chatMessageSchema, conversationListSchema, conversationSchema } from '../../../domain/messenger';
import { message, user } from '../../db/schema';
import { realtimeListener } from '../../test-support/realtime-listener';
import { type Shopper, signedIn } from '../../test-support/shop';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let buyer: Shopper;
let seller: Shopper;
let stranger: Shopper;
let sockets: ReturnType<typeof realtimeListener>;

beforeAll(async () => {
  t = await createTestApp();
  sockets = realtimeListener(t);
  [buyer, seller, stranger] = [await signedIn(t), await signedIn(t, 'seller'), await signedIn(t)];
});
afterAll(async () => {
  sockets.close();
  await t.close();
});

const storedMessages = async () => (await t.db.select({ n: count() }).from(message))[0]?.n ?? 0;

async function send(from: Shopper, to: Shopper | string, text: string) {
  const receiverId = typeof to === 'string' ? to : to.id;
  return from.call('POST', '/api/messenger/messages', { receiverId, message: text });
}

async function conversation(viewer: Shopper, partner: Shopper | string) {
  const response = await viewer.call(
    'GET',
    `/api/messenger/conversations/${typeof partner === 'string' ? partner : partner.id}`,
  );
  expect(response.statusCode).toBe(200);
  return conversationSchema.parse(response.json());
}

async function conversations(viewer: Shopper) {
  const response = await viewer.call('GET', '/api/messenger/conversations');
  expect(response.statusCode).toBe(200);
  return conversationListSchema.parse(response.json());
}

describe('messenger', () => {
  it('stores a message trimmed and shows it to both sides, oldest first', async () => {
    const first = await send(buyer, seller, '  Is the lamp still available?  ');
    expect(first.statusCode).toBe(201);
    expect(chatMessageSchema.parse(first.json())).toMatchObject({
      senderId: buyer.id,
      receiverId: seller.id,
      message: 'Is the lamp still available?',
    });
    expect((await send(seller, buyer, 'Yes, until Friday.')).statusCode).toBe(201);

    const seenByBuyer = await conversation(buyer, seller);
    expect(seenByBuyer.messages.map((m) => m.message)).toEqual([
      'Is the lamp still available?',
      'Yes, until Friday.',
    ]);
    expect(seenByBuyer.partner.id).toBe(seller.id);
    const seenBySeller = await conversation(seller, buyer);
    expect(seenBySeller.messages).toEqual(seenByBuyer.messages);
  });

  it('never shows a conversation to someone outside it', async () => {
    await send(stranger, seller, 'Do you sell bikes?');
    expect((await conversation(stranger, buyer)).messages).toEqual([]);
    const sellerWithStranger = await conversation(seller, stranger);
    expect(sellerWithStranger.messages.map((m) => m.message)).toEqual(['Do you sell bikes?']);
    expect((await conversation(buyer, seller)).messages.map((m) => m.message)).not.toContain(
      'Do you sell bikes?',
    );
  });

  it('lists each partner once with the latest message, the latest conversation first', async () => {
    const list = await conversations(seller);
    expect(list.map((entry) => [entry.partner.id, entry.lastMessage.message])).toEqual([
      [stranger.id, 'Do you sell bikes?'],
      [buyer.id, 'Yes, until Friday.'],
    ]);
    expect((await conversations(buyer)).map((entry) => entry.partner.id)).toEqual([seller.id]);
  });

  it('opens an empty conversation with someone new, by their name', async () => {
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, stranger.id));
    const opened = await conversation(buyer, stranger);
    expect(opened).toEqual({ partner: { id: stranger.id, name: row?.name }, messages: [] });
  });

  it.each([
    ['an empty message', '', 400, 'Please write a message.'],
    ['a message of spaces', '   \n ', 400, 'Please write a message.'],
    [
      `a message over ${CHAT_MESSAGE_MAX_LENGTH} characters`,
      'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
      400,
      `Messages are limited to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
    ],
  ])('refuses %s and stores nothing', async (_, text, status, reason) => {
    const before = await storedMessages();
    const response = await send(buyer, seller, text);
    expect(response.statusCode).toBe(status);
    expect(JSON.stringify(response.json())).toContain(reason);
    expect(await storedMessages()).toBe(before);
  });

  it('refuses a message to nobody or to oneself, and stores nothing', async () => {
    const before = await storedMessages();
    const toNobody = await send(buyer, 'no-such-user', 'Hello?');
    expect(toNobody.statusCode).toBe(404);
    expect(toNobody.json().error.message).toBe('No such user.');
    const toSelf = await send(buyer, buyer, 'Note to self');
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json().error.message).toBe('You cannot message yourself.');
    expect(await storedMessages()).toBe(before);
    expect((await buyer.call('GET', '/api/messenger/conversations/no-such-user')).statusCode).toBe(404);
  });

  it("pushes a message to the receiver's and the sender's open tabs, and to no one else", async () => {
    const [toSeller, toBuyer, toStranger] = [
      await sockets.connect(seller),
      await sockets.connect(buyer),
      await sockets.connect(stranger),
    ];
    const sent = chatMessageSchema.parse((await send(buyer, seller, 'See you at the library')).json());
    await expect.poll(() => toSeller).toEqual([{ type: 'message.sent', message: sent }]);
    await expect.poll(() => toBuyer).toEqual([{ type: 'message.sent', message: sent }]);
    expect(toStranger).toEqual([]);
  });

  it('pushes messages of the longest allowed length to the receiver, in order, however many bytes they take', async () => {
    const toSeller = await sockets.connect(seller);
    const sentence = 'আমি কি আজ বিকেলে লাইব্রেরির সামনে বইটা নিতে পারি? ';
    const bengali = `${sentence.repeat(Math.ceil(CHAT_MESSAGE_MAX_LENGTH / sentence.length)).slice(0, CHAT_MESSAGE_MAX_LENGTH - 1)}।`;
    // Bengali takes 3 bytes a character, the most any allowed character costs once written in JSON; quotes and
    // line breaks are escaped to 2. Events past one NOTIFY's 8,000 bytes are proven in postgres-hub.pg.test.ts.
    const escaped = 'ব"\n'
      .repeat(CHAT_MESSAGE_MAX_LENGTH / 3)
      .padEnd(CHAT_MESSAGE_MAX_LENGTH - 1, 'ব')
      .concat('।');
    const texts = [bengali, escaped, 'ঠিক আছে'];
    expect([bengali, escaped].map((text) => text.length)).toEqual([
      CHAT_MESSAGE_MAX_LENGTH,
      CHAT_MESSAGE_MAX_LENGTH,
    ]);
    const sent = [];
    for (const text of texts) {
      const response = await send(buyer, seller, text);
      expect(response.statusCode).toBe(201);
      sent.push(chatMessageSchema.parse(response.json()));
    }
    expect(sent.map((message) => message.message)).toEqual(texts);
    await expect.poll(() => toSeller).toEqual(sent.map((message) => ({ type: 'message.sent', message })));
  });
});
