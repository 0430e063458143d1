import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/limits';
import { chatMessageSchema, conversationListSchema, conversationSchema } from '../../../domain/messenger';
import { message, user } from '../../db/schema';
import { realtimeListener } from '../../testing/realtime-listener';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

/** The conversation of `viewer` with `partner` about nothing in particular, opened (made) the first time. */
async function withPerson(viewer: Shopper, partner: Shopper) {
  const response = await viewer.call('POST', '/api/messenger/conversations', {
    about: 'person',
    userId: partner.id,
  });
  expect(response.statusCode).toBe(200);
  return conversationSchema.parse(response.json());
}

async function send(from: Shopper, conversationId: number, text: string) {
  return from.call('POST', '/api/messenger/messages', { conversationId, message: text });
}

async function read(viewer: Shopper, conversationId: number) {
  const response = await viewer.call('GET', `/api/messenger/conversations/${conversationId}`);
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
    const { id } = await withPerson(buyer, seller);
    const first = await send(buyer, id, '  Is the lamp still available?  ');
    expect(first.statusCode).toBe(201);
    expect(chatMessageSchema.parse(first.json())).toMatchObject({
      conversationId: id,
      senderId: buyer.id,
      receiverId: seller.id,
      message: 'Is the lamp still available?',
    });
    expect((await send(seller, id, 'Yes, until Friday.')).statusCode).toBe(201);

    const seenByBuyer = await read(buyer, id);
    expect(seenByBuyer.messages.map((m) => m.message)).toEqual([
      'Is the lamp still available?',
      'Yes, until Friday.',
    ]);
    expect(seenByBuyer.partner.id).toBe(seller.id);
    expect(seenByBuyer.subject).toBeNull();
    const seenBySeller = await read(seller, id);
    expect(seenBySeller.partner.id).toBe(buyer.id);
    expect(seenBySeller.messages).toEqual(seenByBuyer.messages);
    // Opened again from the other side, it is the same conversation.
    expect((await withPerson(seller, buyer)).id).toBe(id);
  });

  it('never shows a conversation, or lets anyone write in it, outside its two people', async () => {
    const withSeller = await withPerson(stranger, seller);
    await send(stranger, withSeller.id, 'Do you sell bikes?');
    const theirs = (await withPerson(buyer, seller)).id;
    const peek = await stranger.call('GET', `/api/messenger/conversations/${theirs}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toEqual({ code: 'not_found', message: 'Conversation not found.' });
    const before = await storedMessages();
    const intrusion = await send(stranger, theirs, 'Hi both');
    expect(intrusion.statusCode).toBe(404);
    expect(await storedMessages()).toBe(before);
    expect((await read(buyer, theirs)).messages.map((m) => m.message)).not.toContain('Do you sell bikes?');
  });

  it('lists each conversation once with the latest message, the latest first, and none without messages', async () => {
    await withPerson(seller, await signedIn(t));
    const list = await conversations(seller);
    expect(list.map((entry) => [entry.partner.id, entry.lastMessage.message])).toEqual([
      [stranger.id, 'Do you sell bikes?'],
      [buyer.id, 'Yes, until Friday.'],
    ]);
    expect(list[1]).toMatchObject({ id: list[1]?.lastMessage.conversationId, subject: null });
    expect((await conversations(buyer)).map((entry) => entry.partner.id)).toEqual([seller.id]);
  });

  it('opens an empty conversation with someone new, by their name', async () => {
    const newcomer = await signedIn(t);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, newcomer.id));
    const opened = await withPerson(buyer, newcomer);
    expect(opened).toEqual({
      id: opened.id,
      partner: { id: newcomer.id, name: row?.name },
      subject: null,
      messages: [],
    });
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
    const { id } = await withPerson(buyer, seller);
    const before = await storedMessages();
    const response = await send(buyer, id, text);
    expect(response.statusCode).toBe(status);
    expect(JSON.stringify(response.json())).toContain(reason);
    expect(await storedMessages()).toBe(before);
  });

  it('refuses a conversation with nobody or with oneself, and a message to no conversation', async () => {
    const before = await storedMessages();
    const toNobody = await buyer.call('POST', '/api/messenger/conversations', {
      about: 'person',
      userId: 'no-such-user',
    });
    expect(toNobody.statusCode).toBe(404);
    expect(toNobody.json().error.message).toBe('No such user.');
    const toSelf = await buyer.call('POST', '/api/messenger/conversations', {
      about: 'person',
      userId: buyer.id,
    });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json().error.message).toBe('You cannot message yourself.');
    expect((await send(buyer, 2_147_483_647, 'Hello?')).statusCode).toBe(404);
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect((await buyer.call('GET', `/api/messenger/conversations/${id}`)).statusCode).toBe(400);
    expect(await storedMessages()).toBe(before);
  });

  it("pushes a message to the receiver's and the sender's open tabs, and to no one else", async () => {
    const { id } = await withPerson(buyer, seller);
    const [toSeller, toBuyer, toStranger] = [
      await sockets.connect(seller),
      await sockets.connect(buyer),
      await sockets.connect(stranger),
    ];
    const sent = chatMessageSchema.parse((await send(buyer, id, 'See you at the library')).json());
    await expect
      .poll(() => toSeller)
      .toEqual([
        { type: 'message.sent', message: sent },
        { type: 'notification.created', id: expect.any(Number), kind: 'message', actorId: buyer.id },
      ]);
    await expect.poll(() => toBuyer).toEqual([{ type: 'message.sent', message: sent }]);
    expect(toStranger).toEqual([]);
  });

  it('pushes messages of the longest allowed length to the receiver, in order, however many bytes they take', async () => {
    const { id } = await withPerson(buyer, seller);
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
      const response = await send(buyer, id, text);
      expect(response.statusCode).toBe(201);
      sent.push(chatMessageSchema.parse(response.json()));
    }
    expect(sent.map((message) => message.message)).toEqual(texts);
    await expect
      .poll(() => toSeller.filter((event) => event.type === 'message.sent'))
      .toEqual(sent.map((message) => ({ type: 'message.sent', message })));
  });
});
