import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../domain/error-codes';
import { REPORTS_PER_HOUR } from '../../../domain/limits';
import { reportQueueSchema } from '../../../domain/moderation';
import { moderationTexts } from '../../../domain/moderation-texts';
import { auditLog, notification, product, report, seller } from '../../db/schema';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

/** A seller with one listing of each kind the tests need, in a fresh subcategory. */
async function aSellerWithListings() {
  const owner = await signedIn(t, 'seller');
  const items = await listProducts(t, owner.id, {
    pen: { name: 'Pen', price: 20, stock: 5 },
    draft: { name: 'Draft', status: 'pending' },
  });
  return { owner, items };
}

const reportListing = (who: Shopper, productId: number, extra: Record<string, unknown> = {}) =>
  who.call('POST', '/api/reports', {
    kind: 'listing',
    targetId: productId,
    reason: 'scam',
    details: 'Fake',
    ...extra,
  });

const decide = (kind: string, targetId: string | number, action: string, reason = 'Against the rules') =>
  admin.call('POST', '/api/admin/reports/decide', { kind, targetId: String(targetId), action, reason });

async function queue() {
  const response = await admin.call('GET', '/api/admin/reports');
  expect(response.statusCode).toBe(200);
  return reportQueueSchema.parse(response.json()).groups;
}

async function sentMessage(from: Shopper, to: Shopper, text: string) {
  const opened = await from.call('POST', '/api/messenger/conversations', { about: 'person', userId: to.id });
  expect(opened.statusCode).toBe(200);
  const sent = await from.call('POST', '/api/messenger/messages', {
    conversationId: opened.json().id,
    message: text,
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().id as number;
}

const reportsOf = (reporterId: string) => t.db.select().from(report).where(eq(report.reporterId, reporterId));

describe('reporting', () => {
  it('files a report of a listing, once per person and listing', async () => {
    const { items } = await aSellerWithListings();
    const student = await signedIn(t);
    const first = await reportListing(student, items.pen.id);
    expect(first.statusCode).toBe(201);
    const again = await reportListing(student, items.pen.id, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'already_reported',
      message: errorText('already_reported'),
    });
    expect(await reportsOf(student.id)).toHaveLength(1);
  });

  it('files one report when the same person sends two at once', async () => {
    const { items } = await aSellerWithListings();
    const student = await signedIn(t);
    const answers = await Promise.all([
      reportListing(student, items.pen.id),
      reportListing(student, items.pen.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await reportsOf(student.id)).toHaveLength(1);
  });

  it('needs a session, and refuses a foreign origin', async () => {
    const { items } = await aSellerWithListings();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'listing', targetId: items.pen.id, reason: 'scam' },
    });
    expect(anonymous.statusCode).toBe(401);
    const student = await signedIn(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: {
        cookie: student.cookie,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: { kind: 'listing', targetId: items.pen.id, reason: 'scam' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site_request');
    expect(await reportsOf(student.id)).toEqual([]);
  });

  it('refuses odd input and stores nothing', async () => {
    const { items } = await aSellerWithListings();
    const student = await signedIn(t);
    for (const body of [
      { kind: 'listing', targetId: items.pen.id, reason: 'because' },
      { kind: 'listing', targetId: items.pen.id },
      { kind: 'listing', targetId: 2 ** 40, reason: 'scam' },
      { kind: 'listing', targetId: -1, reason: 'scam' },
      { kind: 'listing', targetId: 'drop table', reason: 'scam' },
      { kind: 'product', targetId: items.pen.id, reason: 'scam' },
      { kind: 'seller', targetId: '../../etc', reason: 'scam' },
      { kind: 'listing', targetId: items.pen.id, reason: 'scam', details: 'x'.repeat(1001) },
      { kind: 'listing', targetId: items.pen.id, reason: 'scam', status: 'upheld' },
    ]) {
      const response = await student.call('POST', '/api/reports', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await reportsOf(student.id)).toEqual([]);
  });

  it('refuses reporting your own listing, yourself and your own message', async () => {
    const { owner, items } = await aSellerWithListings();
    const other = await signedIn(t);
    const messageId = await sentMessage(owner, other, 'Hello there');
    for (const body of [
      { kind: 'listing', targetId: items.pen.id, reason: 'scam' },
      { kind: 'seller', targetId: owner.id, reason: 'scam' },
      { kind: 'message', targetId: messageId, reason: 'scam' },
    ]) {
      const response = await owner.call('POST', '/api/reports', body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'own_report', message: errorText('own_report') });
    }
    expect(await reportsOf(owner.id)).toEqual([]);
  });

  it('reports only what the reporter can see', async () => {
    const { owner, items } = await aSellerWithListings();
    const student = await signedIn(t);
    const stranger = await signedIn(t);
    const messageId = await sentMessage(owner, student, 'Meet me behind the library');
    // A pending listing, a message in someone else's conversation, a person who sells nothing, a missing listing.
    for (const body of [
      { kind: 'listing', targetId: items.draft.id, reason: 'scam' },
      { kind: 'listing', targetId: 2_000_000_000, reason: 'scam' },
      { kind: 'message', targetId: messageId, reason: 'scam' },
      { kind: 'seller', targetId: student.id, reason: 'scam' },
    ]) {
      const response = await stranger.call('POST', '/api/reports', body);
      expect(response.statusCode, body.kind).toBe(404);
    }
    expect(await reportsOf(stranger.id)).toEqual([]);
    const byReceiver = await student.call('POST', '/api/reports', {
      kind: 'message',
      targetId: messageId,
      reason: 'offensive',
    });
    expect(byReceiver.statusCode).toBe(201);
  });

  it(`lets a person make at most ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const student = await signedIn(t);
    const owner = await signedIn(t, 'seller');
    const names = Object.fromEntries(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, (_, i) => [`item${i}`, { name: `Item ${i}` }]),
    );
    const items = Object.values(await listProducts(t, owner.id, names));
    const answers = [];
    for (const item of items) answers.push((await reportListing(student, item.id)).statusCode);
    expect(answers.slice(0, REPORTS_PER_HOUR)).toEqual(Array(REPORTS_PER_HOUR).fill(201));
    const refused = await reportListing(student, items.at(-1)?.id ?? 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'too_many_reports',
      message: errorText('too_many_reports'),
    });
    expect(await reportsOf(student.id)).toHaveLength(REPORTS_PER_HOUR);
  });
});

describe('the moderation queue', () => {
  it('groups the open reports by what they are about, with counts, reasons and texts', async () => {
    const { items, owner } = await aSellerWithListings();
    const [a, b] = [await signedIn(t), await signedIn(t)];
    expect((await reportListing(a, items.pen.id, { details: 'Looks stolen' })).statusCode).toBe(201);
    expect((await reportListing(b, items.pen.id, { reason: 'counterfeit', details: '' })).statusCode).toBe(
      201,
    );
    const group = (await queue()).find(
      (row) => row.kind === 'listing' && row.targetId === String(items.pen.id),
    );
    expect(group).toMatchObject({
      title: 'Pen',
      productId: items.pen.id,
      count: 2,
      against: { id: owner.id, isSeller: true, banned: false, flagged: false },
    });
    expect(group?.reports.map((row) => [row.reporterName, row.reason, row.details])).toEqual([
      [a.name, 'scam', 'Looks stolen'],
      [b.name, 'counterfeit', ''],
    ]);
  });

  it('is the administrator’s alone', async () => {
    const student = await signedIn(t);
    const sellerPerson = await signedIn(t, 'seller');
    for (const who of [student, sellerPerson]) {
      expect((await who.call('GET', '/api/admin/reports')).statusCode).toBe(403);
      const decided = await who.call('POST', '/api/admin/reports/decide', {
        kind: 'listing',
        targetId: '1',
        action: 'dismiss',
        reason: 'x',
      });
      expect(decided.statusCode).toBe(403);
    }
  });
});

describe('deciding', () => {
  it('takes a listing down: gone from the shop, the seller told why, the reporters told the outcome', async () => {
    const { owner, items } = await aSellerWithListings();
    const [a, b] = [await signedIn(t), await signedIn(t)];
    await reportListing(a, items.pen.id);
    await reportListing(b, items.pen.id);
    const decided = await decide('listing', items.pen.id, 'hide', 'Selling exam answers is not allowed');
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ action: 'hide', settled: 2, flagged: false });

    const [row] = await t.db.select().from(product).where(eq(product.id, items.pen.id));
    expect(row).toMatchObject({ status: 'hidden', takenDownReason: 'Selling exam answers is not allowed' });
    expect((await a.call('GET', `/api/products/${items.pen.id}`)).statusCode).toBe(404);
    const shop = await t.app.inject(`/api/products?pageSize=100`);
    expect(shop.json().items.map((p: { id: number }) => p.id)).not.toContain(items.pen.id);
    // Its seller still sees it, with its status.
    const own = await owner.call('GET', `/api/seller/products/${items.pen.id}`);
    expect(own.json()).toMatchObject({
      status: 'hidden',
      takenDownReason: 'Selling exam answers is not allowed',
    });

    const told = await t.db
      .select({ userId: notification.userId, kind: notification.kind, note: notification.note })
      .from(notification)
      .where(eq(notification.productId, items.pen.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: owner.id, kind: 'listing-taken-down', note: 'Selling exam answers is not allowed' },
        { userId: a.id, kind: 'report-decided', note: 'the listing was taken down.' },
        { userId: b.id, kind: 'report-decided', note: 'the listing was taken down.' },
      ]),
    );
    const bell = await a.call('GET', '/api/notifications');
    expect(bell.json().notifications[0]).toMatchObject({
      kind: 'report-decided',
      note: 'the listing was taken down.',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `listing:${items.pen.id}`));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'report.hide' });
    expect(audit?.details).toMatchObject({ reason: 'Selling exam answers is not allowed' });
    await vi.waitFor(async () =>
      expect((await t.lastMailTo(owner.email))?.subject).toBe(
        'Pen was taken down by an administrator: Selling exam answers is not allowed',
      ),
    );
    expect((await queue()).some((group) => group.targetId === String(items.pen.id))).toBe(false);
  });

  it('leaves the takedown for good: the seller can neither toggle nor edit it back', async () => {
    const { owner, items } = await aSellerWithListings();
    await reportListing(await signedIn(t), items.pen.id);
    expect((await decide('listing', items.pen.id, 'hide')).statusCode).toBe(200);
    const toggled = await owner.call('POST', `/api/seller/products/${items.pen.id}/status`);
    expect(toggled.statusCode).toBe(409);
    expect(toggled.json().error.code).toBe('taken_down');
    const own = (await owner.call('GET', `/api/seller/products/${items.pen.id}`)).json();
    const edited = await owner.call('PUT', `/api/seller/products/${items.pen.id}`, {
      name: 'Pen (new)',
      price: 20,
      priceNegotiable: false,
      stock: own.stock,
      stockSeen: own.stock,
      condition: own.condition,
      subcategoryId: own.subcategoryId,
      description: 'A pen',
      detail: 'Blue ink',
      specs: 'Plastic',
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.code).toBe('taken_down');
    const adminToggle = await admin.call('PUT', `/api/admin/products/${items.pen.id}/status`, {
      status: 'active',
    });
    expect(adminToggle.statusCode).toBe(409);
    const approve = await admin.call('POST', `/api/admin/products/${items.pen.id}/approve`);
    expect(approve.statusCode).toBe(409);
    const [row] = await t.db
      .select({ status: product.status, name: product.name })
      .from(product)
      .where(eq(product.id, items.pen.id));
    expect(row).toEqual({ status: 'hidden', name: 'Pen' });
  });

  it('warns or bans the seller, and dismisses', async () => {
    const { owner, items } = await aSellerWithListings();
    const student = await signedIn(t);
    await student.call('POST', '/api/reports', { kind: 'seller', targetId: owner.id, reason: 'scam' });
    const warned = await decide('seller', owner.id, 'warn', 'Answer your buyers');
    expect(warned.json()).toMatchObject({ action: 'warn', settled: 1 });
    await student.call('POST', '/api/reports', { kind: 'listing', targetId: items.pen.id, reason: 'spam' });
    expect((await decide('listing', items.pen.id, 'dismiss', 'Nothing wrong')).json()).toMatchObject({
      action: 'dismiss',
    });
    const [kept] = await t.db
      .select({ status: product.status })
      .from(product)
      .where(eq(product.id, items.pen.id));
    expect(kept?.status).toBe('active');
    const other = await signedIn(t);
    await other.call('POST', '/api/reports', { kind: 'seller', targetId: owner.id, reason: 'scam' });
    expect((await decide('seller', owner.id, 'ban', 'Repeated scams')).statusCode).toBe(200);
    const [level] = await t.db.select({ level: seller.level }).from(seller).where(eq(seller.id, owner.id));
    expect(level?.level).toBe(-1);
    const kinds = await t.db
      .select({ kind: notification.kind, note: notification.note })
      .from(notification)
      .where(eq(notification.userId, owner.id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'moderation-warning', note: 'Answer your buyers' },
        { kind: 'account-banned', note: 'Repeated scams' },
      ]),
    );
    const outcomes = await t.db
      .select({ note: notification.note })
      .from(notification)
      .where(eq(notification.userId, student.id));
    expect(outcomes.map((row) => row.note).sort()).toEqual([
      'no rule was broken, so nothing was changed.',
      'the seller was warned.',
    ]);
  });

  it('refuses a decision without a reason, an action the thing has not, or a ban of someone who sells nothing', async () => {
    const { items } = await aSellerWithListings();
    const student = await signedIn(t);
    const sender = await signedIn(t);
    await reportListing(student, items.pen.id);
    const messageId = await sentMessage(sender, student, 'Rude words');
    await student.call('POST', '/api/reports', { kind: 'message', targetId: messageId, reason: 'offensive' });
    const blank = await decide('listing', items.pen.id, 'hide', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(moderationTexts.decisionReasonRequired);
    expect((await decide('message', messageId, 'hide')).statusCode).toBe(400);
    const ban = await decide('message', messageId, 'ban');
    expect(ban.statusCode).toBe(409);
    expect(ban.json().error.code).toBe('not_a_seller');
    const open = await t.db
      .select({ status: report.status })
      .from(report)
      .where(eq(report.reporterId, student.id));
    expect(open.map((row) => row.status)).toEqual(['open', 'open']);
    expect((await decide('message', messageId, 'warn', 'Be polite')).statusCode).toBe(200);
  });

  it('settles a group once: a second decision finds it decided', async () => {
    const { items } = await aSellerWithListings();
    await reportListing(await signedIn(t), items.pen.id);
    const answers = await Promise.all([
      decide('listing', items.pen.id, 'hide', 'First'),
      decide('listing', items.pen.id, 'dismiss', 'Second'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error).toEqual({ code: 'reports_decided', message: errorText('reports_decided') });
    expect((await decide('listing', items.pen.id, 'hide')).statusCode).toBe(409);
    expect((await decide('listing', 2_000_000_000, 'hide')).statusCode).toBe(409);
  });

  it('flags a seller with three upheld reports in 90 days, and forgets older ones', async () => {
    const owner = await signedIn(t, 'seller');
    const items = Object.values(
      await listProducts(t, owner.id, { a: { name: 'A' }, b: { name: 'B' }, c: { name: 'C' } }),
    );
    const student = await signedIn(t);
    for (const item of items) await reportListing(student, item.id);
    const flags = [];
    for (const item of items)
      flags.push((await decide('listing', item.id, 'warn', 'Misleading')).json().flagged);
    expect(flags).toEqual([false, false, true]);
    const sellers = (await admin.call('GET', '/api/admin/sellers')).json().sellers;
    expect(sellers.find((row: { id: string }) => row.id === owner.id)).toMatchObject({ flagged: true });
    await t.db
      .update(report)
      .set({ decidedAt: sql`now() - interval '91 days'` })
      .where(eq(report.productId, items[0]?.id ?? 0));
    const later = (await admin.call('GET', '/api/admin/sellers')).json().sellers;
    expect(later.find((row: { id: string }) => row.id === owner.id)).toMatchObject({ flagged: false });
  });
});
