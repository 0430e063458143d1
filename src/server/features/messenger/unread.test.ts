import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../../domain/ids';
import { chatMessageSchema, conversationListSchema, unreadMessagesSchema } from '../../../domain/messenger';
import { notificationListSchema } from '../../../domain/notifications';
import { chat, conversationWith } from '../../testing/chat';
import { realtimeListener } from '../../testing/realtime-listener';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sockets: ReturnType<typeof realtimeListener>;

beforeAll(async () => {
  t = await createTestApp();
  sockets = realtimeListener(t);
});
afterAll(async () => {
  sockets.close();
  await t.close();
});

const send = async (from: Shopper, to: Shopper, message: string) =>
  chatMessageSchema.parse((await chat(from, to, message)).json());

const unread = async (person: Shopper) =>
  unreadMessagesSchema.parse((await person.call('GET', '/api/messenger/unread')).json());

/** Each partner of the person's conversation list with its unread count. */
const listed = async (person: Shopper) =>
  Object.fromEntries(
    conversationListSchema
      .parse((await person.call('GET', '/api/messenger/conversations')).json())
      .map((entry) => [entry.partner.id, entry.unread]),
  );

/** Marks the person's conversation with the partner (or a raw conversation id) read up to a message. */
const read = async (person: Shopper, partner: Shopper | string, lastMessageId: number | string | null) =>
  person.call(
    'POST',
    `/api/messenger/conversations/${typeof partner === 'string' ? partner : await conversationWith(person, partner)}/read`,
    { lastMessageId },
  );

const unreadNotifications = async (person: Shopper) =>
  notificationListSchema.parse((await person.call('GET', '/api/notifications')).json()).unread;

/** A reader with unread messages: 2 from ana, 1 from ben; the reader answered ana once. */
async function inbox() {
  const [reader, ana, ben] = [await signedIn(t), await signedIn(t), await signedIn(t)];
  const fromAna = [await send(ana, reader, 'Hello'), await send(ana, reader, 'Still there?')];
  await send(reader, ana, 'Yes!');
  const fromBen = await send(ben, reader, 'Is the lamp sold?');
  return { reader, ana, ben, fromAna, fromBen };
}

describe('unread messages', () => {
  it('are counted for the chat icon and per conversation, for the receiver only', async () => {
    const { reader, ana, ben } = await inbox();
    expect(await unread(reader)).toEqual({ messages: 3, conversations: 2 });
    expect(await listed(reader)).toEqual({ [ana.id]: 2, [ben.id]: 1 });
    expect(await unread(ana)).toEqual({ messages: 1, conversations: 1 });
    expect(await listed(ana)).toEqual({ [reader.id]: 1 });
    expect(await unread(ben)).toEqual({ messages: 0, conversations: 0 });
  });

  it('are read when the conversation is opened, with its notification, and every tab hears it', async () => {
    const { reader, ana, ben, fromAna } = await inbox();
    const [readerTab, anaTab] = [await sockets.connect(reader), await sockets.connect(ana)];
    expect(await unreadNotifications(reader)).toBe(2);
    const answer = await read(reader, ana, fromAna[1]?.id ?? 0);
    expect(answer.statusCode).toBe(200);
    const withAna = await conversationWith(reader, ana);
    expect(answer.json()).toEqual({ messages: 1, conversations: 1 });
    expect(await listed(reader)).toEqual({ [ana.id]: 0, [ben.id]: 1 });
    expect(await unreadNotifications(reader)).toBe(1);
    await expect
      .poll(() => readerTab)
      .toEqual([{ type: 'conversation.read', conversationId: withAna }, { type: 'notifications.read' }]);
    expect(anaTab).toEqual([]);
  });

  it('stay unread after the message the reader was shown, and the marker never moves back', async () => {
    const { reader, ana, fromAna } = await inbox();
    await read(reader, ana, fromAna[0]?.id ?? 0);
    expect((await listed(reader))[ana.id]).toBe(1);
    // The notification stays while a message of ana's is unread.
    expect(await unreadNotifications(reader)).toBe(2);
    await read(reader, ana, fromAna[1]?.id ?? 0);
    await read(reader, ana, fromAna[0]?.id ?? 0);
    expect((await listed(reader))[ana.id]).toBe(0);
  });

  it('cannot be read past what the partner has sent, nor in anyone else’s conversation', async () => {
    const { reader, ana, ben, fromBen } = await inbox();
    // A marker far ahead would hide messages not sent yet: it stops at the partner's latest message.
    await read(reader, ana, ID_MAX);
    await send(ana, reader, 'New one');
    expect((await listed(reader))[ana.id]).toBe(1);
    // Ben's message id, given for the conversation with ana, reads nothing of ben's.
    await read(reader, ana, fromBen.id);
    expect((await listed(reader))[ben.id]).toBe(1);
    // Someone else marking ben's conversation with the reader changes nothing for them.
    const attacker = await signedIn(t);
    const benAndReader = String(fromBen.conversationId);
    expect((await read(attacker, benAndReader, fromBen.id)).json()).toEqual({
      messages: 0,
      conversations: 0,
    });
    expect((await read(attacker, ben, fromBen.id)).statusCode).toBe(200);
    expect(await unread(reader)).toEqual({ messages: 2, conversations: 2 });
  });

  it.each([
    ['an id past the id range', 'ok', ID_MAX + 1, 400],
    ['no id', 'ok', null, 400],
    ['an id as text', 'ok', '12', 400],
    ['a negative id', 'ok', -5, 400],
    ['a conversation id with odd characters', 'no-such!', 1, 400],
    ['a conversation id with a slash', 'no/such', 1, 404],
    ['a conversation id past the id range', String(ID_MAX + 1), 1, 400],
  ])('refuse %s', async (_, partner, lastMessageId, status) => {
    const { reader, ana } = await inbox();
    const answer = await read(reader, partner === 'ok' ? ana : partner, lastMessageId);
    expect(answer.statusCode).toBe(status);
    expect(await unread(reader)).toEqual({ messages: 3, conversations: 2 });
  });

  it('refuse visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/messenger/unread' })).statusCode).toBe(401);
  });
});
