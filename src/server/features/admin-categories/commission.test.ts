import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../../domain/audit-log';
import { auditLog, category } from '../../db/schema';
import { createCategory } from '../../seed/factories';
import { signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin'], { paying: false });

const setCommission = (who: typeof admin, categoryId: number, payload: Record<string, unknown>) =>
  who.call('PUT', `/api/admin/categories/${categoryId}/commission`, payload);
const storedOf = async (categoryId: number) =>
  (
    await t.db
      .select({ basisPoints: category.commissionBasisPoints })
      .from(category)
      .where(eq(category.id, categoryId))
  )[0]?.basisPoints;
const auditedFor = (categoryId: number) =>
  t.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `category:${categoryId}`))
    .orderBy(auditLog.id);

describe("a category's commission", () => {
  it('is set in percent with up to two decimals, cleared back to the default, and audited each time', async () => {
    const books = await createCategory(t.db, { name: 'Commission Books' });
    const set = await setCommission(admin, books.id, {
      percent: 12.75,
      reason: '  Textbooks cost us more  ',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id: books.id, basisPoints: 1275 });
    expect(await storedOf(books.id)).toBe(1275);
    for (const percent of [0, 100, 2.5])
      expect((await setCommission(admin, books.id, { percent })).statusCode).toBe(200);
    expect(await storedOf(books.id)).toBe(250);
    expect((await setCommission(admin, books.id, { percent: null })).statusCode).toBe(200);
    expect(await storedOf(books.id)).toBeNull();

    expect(await auditedFor(books.id)).toEqual([
      {
        action: 'category.commission_changed',
        actorId: admin.id,
        details: { from: null, to: 1275, reason: 'Textbooks cost us more' },
      },
      { action: 'category.commission_changed', actorId: admin.id, details: { from: 1275, to: 0 } },
      { action: 'category.commission_changed', actorId: admin.id, details: { from: 0, to: 10_000 } },
      { action: 'category.commission_changed', actorId: admin.id, details: { from: 10_000, to: 250 } },
      { action: 'category.commission_changed', actorId: admin.id, details: { from: 250, to: null } },
    ]);
    const listed = await admin.call('GET', '/api/admin/categories/commissions');
    expect(listed.json().categories).toContainEqual({ id: books.id, basisPoints: null });
  });

  it('refuses odd values with a clear error, changing nothing', async () => {
    const pens = await createCategory(t.db, { name: 'Commission Pens' });
    await setCommission(admin, pens.id, { percent: 5 });
    const refusals: [unknown, string][] = [
      [-1, 'The commission cannot be below 0 %.'],
      [100.01, 'The commission cannot be above 100 %.'],
      [1e21, 'The commission cannot be above 100 %.'],
      [2.555, 'The commission has at most two decimals, such as 2.5 or 12.75.'],
      [1e-7, 'The commission has at most two decimals, such as 2.5 or 12.75.'],
      ['NaN', 'Enter the commission as a number of percent, such as 2.5, or leave it empty for the default.'],
      ['12', 'Enter the commission as a number of percent, such as 2.5, or leave it empty for the default.'],
      [
        { value: 1 },
        'Enter the commission as a number of percent, such as 2.5, or leave it empty for the default.',
      ],
    ];
    for (const [percent, message] of refusals) {
      const response = await setCommission(admin, pens.id, { percent });
      expect(response.statusCode, JSON.stringify(percent)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await setCommission(admin, pens.id, {})).statusCode).toBe(400);
    const tooLong = await setCommission(admin, pens.id, { percent: 1, reason: 'x'.repeat(501) });
    expect(tooLong.json().error.message).toContain('A reason is at most 500 characters.');
    expect((await setCommission(admin, pens.id, { percent: 1, reason: 'a\u0000b' })).statusCode).toBe(400);
    expect((await setCommission(admin, 2_000_000_000, { percent: 1 })).statusCode).toBe(404);
    expect(await storedOf(pens.id)).toBe(500);
    expect(await auditedFor(pens.id)).toHaveLength(1);
  });

  it('is refused to anyone but an administrator, and to another site', async () => {
    const cups = await createCategory(t.db, { name: 'Commission Cups' });
    for (const role of ['user', 'seller'] as const) {
      const someone = await signedIn(t, role);
      expect((await setCommission(someone, cups.id, { percent: 50 })).statusCode).toBe(403);
      expect((await someone.call('GET', '/api/admin/categories/commissions')).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${cups.id}/commission`,
      payload: { percent: 50 },
    });
    expect(visitor.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${cups.id}/commission`,
      headers: { cookie: admin.cookie, origin: 'https://clubs.campus.test' },
      payload: { percent: 50 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site_request');
    expect(await storedOf(cups.id)).toBeNull();
    expect(await auditedFor(cups.id)).toEqual([]);
  });

  it('shows in the audit log, with who changed it and why', async () => {
    const lamps = await createCategory(t.db, { name: 'Commission Lamps' });
    await setCommission(admin, lamps.id, { percent: 7.5, reason: 'Agreed with the lamp sellers' });
    const page = auditPageSchema.parse((await admin.call('GET', '/api/admin/audit?money=1')).json());
    expect(page.entries[0]).toMatchObject({
      action: 'category.commission_changed',
      subject: `category:${lamps.id}`,
      actor: { id: admin.id, name: admin.name, email: admin.email },
      reason: 'Agreed with the lamp sellers',
    });
  });
});
