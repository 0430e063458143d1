import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingSeller } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { createTestApp } from '../../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const status = async (cookie: string) =>
  (await t.app.inject({ url: '/api/seller/application', headers: { cookie } })).json();
const apply = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/seller/application', headers: { cookie } });

describe('applying as a seller', () => {
  it('files one pending application for the signed-in user', async () => {
    const applicant = await createUser(t.db, { email: 'applicant@campus.test' });
    const cookie = await t.signIn('applicant@campus.test');
    expect(await status(cookie)).toEqual({ status: 'none' });

    const response = await apply(cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'pending' });
    expect(await status(cookie)).toEqual({ status: 'pending' });
    expect(await t.db.select().from(pendingSeller).where(eq(pendingSeller.id, applicant.id))).toHaveLength(1);

    const again = await apply(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'application_pending', message: 'Your seller application is waiting for approval.' },
    });
  });

  it('keeps two simultaneous applications to one', async () => {
    const applicant = await createUser(t.db, { email: 'eager@campus.test' });
    const cookie = await t.signIn('eager@campus.test');
    const codes = (await Promise.all([apply(cookie), apply(cookie)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(await t.db.select().from(pendingSeller).where(eq(pendingSeller.id, applicant.id))).toHaveLength(1);
  });

  it.each([
    ['seller', 'seller', 'already_seller'],
    ['banned-seller', 'banned', 'seller_banned'],
  ] as const)('refuses a %s and files nothing', async (role, expected, code) => {
    const person = await createUser(t.db, { role, email: `${role}@campus.test` });
    const cookie = await t.signIn(`${role}@campus.test`);
    expect(await status(cookie)).toEqual({ status: expected });
    const response = await apply(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe(code);
    expect(await t.db.select().from(pendingSeller).where(eq(pendingSeller.id, person.id))).toHaveLength(0);
  });
});
