import { describe, expect, it } from 'vitest';
import { auditPageSchema } from '../../../domain/audit-log';
import { auditLog } from '../../db/schema';
import { signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin'], { paying: false });

const pageOf = async (query = '') => {
  const response = await admin.call('GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
};

describe('the audit log', () => {
  it('pages newest first without a gap or a repeat, and keeps to the money actions when asked', async () => {
    // 40 deletions of orders (not money), then 35 cancelled parts (money).
    await t.db.insert(auditLog).values([
      ...Array.from({ length: 40 }, (_, i) => ({
        actorId: admin.id,
        action: 'order.deleted',
        subject: `order:${i + 1}`,
        details: {},
      })),
      ...Array.from({ length: 35 }, (_, i) => ({
        actorId: admin.id,
        action: 'order.part_cancelled',
        subject: `order:${i + 1}`,
        details: { reason: `reason ${i}` },
      })),
    ]);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page = await pageOf(before === null ? '' : `?before=${before}`);
      expect(page.entries.length).toBeLessThanOrEqual(30);
      seen.push(...page.entries.map((entry) => entry.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toHaveLength(75);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const money = await pageOf('?money=1');
    expect(money.entries).toHaveLength(30);
    expect(money.entries.every((entry) => entry.action === 'order.part_cancelled')).toBe(true);
    expect(money.entries[0]).toMatchObject({ reason: 'reason 34', actor: { email: admin.email } });
    const rest = await pageOf(`?money=1&before=${money.nextBefore}`);
    expect(rest.entries).toHaveLength(5);
    expect(rest.nextBefore).toBeNull();
  });

  it('is for administrators only, and refuses odd queries', async () => {
    for (const role of ['user', 'seller'] as const) {
      const someone = await signedIn(t, role);
      expect((await someone.call('GET', '/api/admin/audit')).statusCode).toBe(403);
    }
    expect((await t.app.inject('/api/admin/audit')).statusCode).toBe(401);
    for (const query of ['?before=0', '?before=abc', '?before=99999999999', '?money=yes'])
      expect((await admin.call('GET', `/api/admin/audit${query}`)).statusCode, query).toBe(400);
  });
});
