import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPreferencesSchema } from '../../../domain/notifications';
import { notification, outbox, user } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { pay, reserve } from '../../testing/orders';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { TEST_ORIGIN } from '../../testing/test-app';
import { mailNotifications } from './notification-mail';

const [t] = await shopApp();

const mailsTo = (person: Shopper) =>
  t.db
    .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.to, person.email))
    .orderBy(desc(outbox.id));

const nameOf = async (person: Shopper) =>
  (await t.db.select({ name: user.name }).from(user).where(eq(user.id, person.id)))[0]?.name ?? '';

/** A buyer pays for 2 × 350 and 1 × 100 of the seller's products; answers the order id and its one part. */
async function paidOrder(buyer: Shopper, seller: Shopper) {
  const { book, pen } = await listProducts(t, seller.id, {
    book: { stock: 5, price: 350 },
    pen: { stock: 5, price: 100 },
  });
  const { orderId } = await reserve(buyer, [
    { productId: book.id, quantity: 2 },
    { productId: pen.id, quantity: 1 },
  ]);
  const detail = await pay(buyer, orderId);
  return { orderId, partId: detail.deliveries[0]?.id ?? 0 };
}

const setPreferences = (person: Shopper, preferences: Record<string, unknown>) =>
  person.call('PUT', '/api/email-preferences', preferences);

describe('emails of orders', () => {
  it('tell the seller of a new order, and the buyer that it shipped', async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { orderId, partId } = await paidOrder(buyer, seller);
    await expect.poll(() => mailsTo(seller)).toHaveLength(1);
    const [toSeller] = await mailsTo(seller);
    expect(toSeller?.subject).toBe(`New order #${orderId} on Campus Market`);
    expect(toSeller?.text).toContain(
      `${await nameOf(buyer)} paid for order #${orderId}: 3 items of yours, TK 800.00.`,
    );
    expect(toSeller?.text).toContain(`${TEST_ORIGIN}/seller/sellerOrder`);
    expect(toSeller?.text).toContain(`Turn it off on your profile: ${TEST_ORIGIN}/profile`);
    expect(await mailsTo(buyer)).toEqual([]);

    await seller.call('POST', `/api/deliveries/${partId}/ship`);
    await expect.poll(() => mailsTo(buyer)).toHaveLength(1);
    const [toBuyer] = await mailsTo(buyer);
    expect(toBuyer?.subject).toBe(`Your order #${orderId} is on the way`);
    expect(toBuyer?.text).toContain(
      `${await nameOf(seller)} marked 3 items of your order #${orderId} as On the Way.`,
    );
    expect(toBuyer?.text).toContain(`${TEST_ORIGIN}/showOrder`);
  });

  it('write names into the HTML as text, never as markup', async () => {
    const buyer = await signedIn(t);
    await t.db.update(user).set({ name: '<img src=x onerror=alert(1)>' }).where(eq(user.id, buyer.id));
    const seller = await signedIn(t, 'seller');
    await paidOrder(buyer, seller);
    await expect.poll(() => mailsTo(seller)).toHaveLength(1);
    const [mail] = await mailsTo(seller);
    expect(mail?.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail?.html).not.toContain('<img');
  });

  it('go only to those who left them on', async () => {
    const [buyer, seller, control] = [
      await signedIn(t),
      await signedIn(t, 'seller'),
      await signedIn(t, 'seller'),
    ];
    expect(
      (
        await setPreferences(seller, {
          newOrder: false,
          orderShipped: true,
          messageDigest: true,
          orderUpdates: true,
          savedItems: true,
          savedSearches: true,
          moderation: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await setPreferences(buyer, {
          newOrder: true,
          orderShipped: false,
          messageDigest: true,
          orderUpdates: true,
          savedItems: true,
          savedSearches: true,
          moderation: true,
        })
      ).statusCode,
    ).toBe(200);
    const off = await paidOrder(buyer, seller);
    await seller.call('POST', `/api/deliveries/${off.partId}/ship`);
    const on = await paidOrder(buyer, control);
    await expect.poll(() => mailsTo(control)).toHaveLength(1);

    // The same notifications mailed again, awaited this time: the one left on goes out again, the others never.
    const ids = await t.db
      .select({ id: notification.id })
      .from(notification)
      .where(inArray(notification.orderId, [off.orderId, on.orderId]));
    expect(ids).toHaveLength(3);
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: '' }, t.db);
    await mailNotifications(
      { db: t.db, mailer, publicUrl: TEST_ORIGIN, log: t.app.log },
      ids.map((row) => row.id),
    );
    expect(await mailsTo(control)).toHaveLength(2);
    expect(await mailsTo(seller)).toEqual([]);
    expect(await mailsTo(buyer)).toEqual([]);
  });
});

describe('email preferences', () => {
  it('are all on until turned off, and each is kept as set', async () => {
    const person = await signedIn(t);
    const read = async () =>
      emailPreferencesSchema.parse((await person.call('GET', '/api/email-preferences')).json());
    expect(await read()).toEqual({
      newOrder: true,
      orderShipped: true,
      messageDigest: true,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    const saved = await setPreferences(person, {
      newOrder: true,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    expect(saved.json()).toEqual({
      newOrder: true,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    expect(await read()).toEqual({
      newOrder: true,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    await setPreferences(person, {
      newOrder: false,
      orderShipped: false,
      messageDigest: true,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    expect(await read()).toEqual({
      newOrder: false,
      orderShipped: false,
      messageDigest: true,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
  });

  it.each([
    ['a missing kind', { newOrder: false, orderShipped: true }],
    [
      'an unknown kind',
      {
        newOrder: true,
        orderShipped: true,
        messageDigest: true,
        orderUpdates: true,
        savedItems: true,
        savedSearches: true,
        moderation: true,
        everything: false,
      },
    ],
    [
      'text for a switch',
      {
        newOrder: 'false',
        orderShipped: true,
        messageDigest: true,
        orderUpdates: true,
        savedItems: true,
        moderation: true,
      },
    ],
    ['nothing', {}],
  ])('refuse %s and change nothing', async (_, body) => {
    const person = await signedIn(t);
    await setPreferences(person, {
      newOrder: false,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    const answer = await setPreferences(person, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation');
    expect((await person.call('GET', '/api/email-preferences')).json()).toEqual({
      newOrder: false,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
  });

  it("are each person's own", async () => {
    const [one, other] = [await signedIn(t), await signedIn(t)];
    await setPreferences(one, {
      newOrder: false,
      orderShipped: false,
      messageDigest: false,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    expect((await other.call('GET', '/api/email-preferences')).json()).toEqual({
      newOrder: true,
      orderShipped: true,
      messageDigest: true,
      orderUpdates: true,
      savedItems: true,
      savedSearches: true,
      moderation: true,
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/email-preferences', payload: {} })).statusCode,
    ).toBe(401);
  });
});
