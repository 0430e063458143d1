import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionConflicts } from '../../db/retry-conflicts';
import { auditLog, notification, report } from '../../db/schema';
import { raceInstances } from '../../testing/race-app';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';

const { t, other, person: admin } = await raceInstances('admin');

/** A second administrator, on the other instance. */
async function otherAdmin(): Promise<Shopper> {
  const second = await signedIn(t, 'admin');
  return {
    ...second,
    app: other.app,
    call: (method, url, payload) =>
      other.app.inject({ method, url, headers: { cookie: second.cookie }, ...(payload ? { payload } : {}) }),
  };
}

const decide = (who: Shopper, productId: number, action: string, reason: string) =>
  who.call('POST', '/api/admin/reports/decide', {
    kind: 'listing',
    targetId: String(productId),
    action,
    reason,
  });

async function reported(count: number) {
  const seller = await signedIn(t, 'seller');
  const names = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`item${i}`, { name: `Item ${i}` }]),
  );
  const items = Object.values(await listProducts(t, seller.id, names));
  const reporters = [await signedIn(t), await signedIn(t)];
  for (const item of items)
    for (const reporter of reporters) {
      const filed = await reporter.call('POST', '/api/reports', {
        kind: 'listing',
        targetId: item.id,
        reason: 'scam',
      });
      expect(filed.statusCode).toBe(201);
    }
  return { seller, items, reporters };
}

describe('administrators deciding at once (PostgreSQL server)', () => {
  it('settles a group once: one decision wins, the other is told it is decided', async () => {
    const second = await otherAdmin();
    const conflicts = transactionConflicts();
    const { items, reporters } = await reported(6);
    for (const item of items) {
      const answers = await Promise.all([
        decide(admin, item.id, 'hide', 'Taken down'),
        decide(second, item.id, 'dismiss', 'Nothing wrong'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('reports_decided');
    }
    const ids = items.map((item) => item.id);
    const decided = await t.db
      .select({ action: report.action })
      .from(report)
      .where(inArray(report.productId, ids));
    expect(decided).toHaveLength(12);
    const audits = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        inArray(
          auditLog.subject,
          ids.map((id) => `listing:${id}`),
        ),
      );
    expect(audits).toHaveLength(6);
    for (const reporter of reporters) {
      const told = await t.db.select().from(notification).where(eq(notification.userId, reporter.id));
      expect(told).toHaveLength(6);
    }
    expect(transactionConflicts()).toBe(conflicts);
  });

  it('flags the seller with the third upheld report, however many are decided at once', async () => {
    const second = await otherAdmin();
    const { items } = await reported(5);
    const answers = await Promise.all(
      items.map((item, index) => decide(index % 2 === 0 ? admin : second, item.id, 'warn', 'Misleading')),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // Two reporters each: every decision upholds two reports, so the second decision to commit reaches three.
    const flags = answers.map((answer) => answer.json().flagged as boolean);
    expect(flags.filter((flag) => !flag)).toHaveLength(1);
  });
});
