import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessageSchema } from '../../../domain/messenger';
import { notification, outbox, user } from '../../db/schema';
import { startMessageDigest } from '../../jobs/message-digest';
import { createMailer } from '../../mail/mailer';
import { chat } from '../../testing/chat';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { sendMessageDigests } from './message-digest';

const QUIET_MS = 30 * 60_000;

let t: TestApp;
let deps: Parameters<typeof sendMessageDigests>[0];

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.db,
    mailer: createMailer({ smtpUrl: undefined, mailFrom: '' }, t.db),
    publicUrl: TEST_ORIGIN,
  };
});
afterAll(() => t.close());

const send = async (from: Shopper, to: Shopper, message: string) =>
  chatMessageSchema.parse((await chat(from, to, message)).json());

const nameOf = async (person: Shopper) =>
  (await t.db.select({ name: user.name }).from(user).where(eq(user.id, person.id)))[0]?.name ?? '';

const digestsTo = (person: Shopper) =>
  t.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, person.email))
    .orderBy(desc(outbox.id));

/**
 * When the latest message to `person` happened, as the database recorded it, rounded up to the millisecond a
 * Date can name (PostgreSQL keeps microseconds): the digest's clock starts there.
 */
async function lastMessageAt(person: Shopper): Promise<number> {
  const [row] = await t.db
    .select({ ms: sql<number | null>`extract(epoch from max(${notification.happenedAt})) * 1000` })
    .from(notification)
    .where(and(eq(notification.userId, person.id), eq(notification.kind, 'message')));
  if (row?.ms === null || row?.ms === undefined) throw new Error('no message notification');
  return Math.ceil(Number(row.ms));
}

const digestAt = (at: number) => sendMessageDigests(deps, { now: new Date(at), quietMs: QUIET_MS });

describe('the digest of unread messages', () => {
  it('waits for the quiet period, then emails each message once, by sender', async () => {
    const [reader, ana, ben] = [await signedIn(t), await signedIn(t), await signedIn(t)];
    await send(ana, reader, 'Hello');
    await send(ben, reader, 'Is the lamp sold?');
    await send(ana, reader, 'Are you there?');
    const quietFrom = await lastMessageAt(reader);

    expect(await digestAt(quietFrom + QUIET_MS - 1)).toBe(0);
    expect(await digestsTo(reader)).toEqual([]);

    expect(await digestAt(quietFrom + QUIET_MS)).toBe(1);
    const [digest] = await digestsTo(reader);
    expect(digest?.subject).toBe('You have 3 unread messages on Campus Market');
    expect(digest?.text).toContain(`2 messages from ${await nameOf(ana)}`);
    expect(digest?.text).toContain(`1 message from ${await nameOf(ben)}`);
    expect(digest?.text).toContain(`Read them: ${TEST_ORIGIN}/messenger`);

    // Told once: a later pass sends nothing until new messages arrive, and then only those.
    expect(await digestAt(quietFrom + 10 * QUIET_MS)).toBe(0);
    await send(ana, reader, 'One more thing');
    const again = await lastMessageAt(reader);
    expect(await digestAt(again + QUIET_MS)).toBe(1);
    const [second] = await digestsTo(reader);
    expect(second?.subject).toBe('You have 1 unread message on Campus Market');
    expect(second?.text).toContain(`1 message from ${await nameOf(ana)}`);
    expect(second?.text).not.toContain(await nameOf(ben));
    expect(await digestsTo(ana)).toEqual([]);
  });

  it('waits while the conversation goes on: a new message restarts the quiet period', async () => {
    const [reader, ana] = [await signedIn(t), await signedIn(t)];
    await send(ana, reader, 'First');
    const first = await lastMessageAt(reader);
    await t.db
      .update(notification)
      .set({ happenedAt: new Date(first + QUIET_MS - 1_000) })
      .where(eq(notification.userId, reader.id));
    // As if the second message came 29 minutes after the first: at 30 minutes after the first, not yet.
    expect(await digestAt(first + QUIET_MS)).toBe(0);
    expect(await digestAt(first + 2 * QUIET_MS)).toBe(1);
  });

  it('tells nothing of messages read before the quiet period ended', async () => {
    const [reader, ana] = [await signedIn(t), await signedIn(t)];
    const last = await send(ana, reader, 'See you at six');
    const quietFrom = await lastMessageAt(reader);
    await reader.call('POST', `/api/messenger/conversations/${last.conversationId}/read`, {
      lastMessageId: last.id,
    });
    expect(await digestAt(quietFrom + QUIET_MS)).toBe(0);
    expect(await digestsTo(reader)).toEqual([]);
  });

  it('is never sent to someone who turned it off, not even once they turn it back on', async () => {
    const [reader, ana] = [await signedIn(t), await signedIn(t)];
    const preferences = (messageDigest: boolean) =>
      reader.call('PUT', '/api/email-preferences', {
        newOrder: true,
        orderShipped: true,
        messageDigest,
        orderUpdates: true,
        savedItems: true,
        savedSearches: true,
        moderation: true,
      });
    await preferences(false);
    await send(ana, reader, 'Hello');
    const quietFrom = await lastMessageAt(reader);
    expect(await digestAt(quietFrom + QUIET_MS)).toBe(0);
    await preferences(true);
    expect(await digestAt(quietFrom + 2 * QUIET_MS)).toBe(0);
    expect(await digestsTo(reader)).toEqual([]);
  });

  it('sends each digest once when two passes run at once', async () => {
    const [reader, ana] = [await signedIn(t), await signedIn(t)];
    await send(ana, reader, 'Hello');
    const at = (await lastMessageAt(reader)) + QUIET_MS;
    const sent = await Promise.all([digestAt(at), digestAt(at), digestAt(at)]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await digestsTo(reader)).toHaveLength(1);
  });

  it('runs as a job on the clock it is given', async () => {
    const [reader, ana] = [await signedIn(t), await signedIn(t)];
    await send(ana, reader, 'Hello');
    let now = new Date((await lastMessageAt(reader)) + QUIET_MS - 1);
    const job = startMessageDigest({
      ...deps,
      quietMs: QUIET_MS,
      intervalMs: 3_600_000,
      log: t.app.log,
      clock: () => now,
    });
    try {
      expect(await job.run()).toBe(0);
      now = new Date(now.getTime() + 1);
      expect(await job.run()).toBe(1);
      expect(await digestsTo(reader)).toHaveLength(1);
    } finally {
      await job.stop();
    }
  });
});
