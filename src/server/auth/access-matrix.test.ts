import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Access, refusal, type Viewer } from './viewer';

/**
 * Who may call each `/api` route. A route that is not listed here fails this test, so a new route
 * cannot skip the matrix; better-auth's own `/api/auth/*` and the `/api/docs` pages are public by nature.
 */
const expectedAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/me': 'public',
  'GET /api/categories': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/:id/similar': 'public',
  'GET /api/sellers/:id': 'public',
  'GET /api/search': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /api/products/:id/reviews': 'public',
  'POST /api/products/:id/reviews': 'user',
  'GET /api/products/:id/reviews/mine': 'user',
  'PUT /api/products/:id/reviews/mine': 'user',
  'GET /api/dev/mail': 'public',
  'GET /api/seller/application': 'user',
  'POST /api/seller/application': 'user',
  'GET /api/cart': 'user',
  'POST /api/cart/items': 'user',
  'PUT /api/cart/items/:productId': 'user',
  'DELETE /api/cart/items/:productId': 'user',
  'GET /api/saved': 'user',
  'PUT /api/saved/:productId': 'user',
  'DELETE /api/saved/:productId': 'user',
  'GET /api/saved-searches': 'user',
  'POST /api/saved-searches': 'user',
  'DELETE /api/saved-searches/:id': 'user',
  'POST /api/cart/adjust-to-stock': 'user',
  'GET /api/checkout/terms': 'public',
  'GET /api/orders': 'user',
  'POST /api/orders': 'user',
  'GET /api/orders/:id': 'user',
  'POST /api/orders/:id/pay': 'user',
  'POST /api/orders/:id/cancel': 'user',
  'GET /api/payments/bkash/callback': 'public',
  'POST /api/payments/sslcommerz/return': 'public',
  'POST /api/payments/sslcommerz/ipn': 'public',
  'GET /api/admin/payments/held': 'admin',
  'GET /api/admin/money': 'admin',
  'GET /api/admin/audit': 'admin',
  'POST /api/reports': 'user',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/decide': 'admin',
  'GET /api/admin/categories/commissions': 'admin',
  'PUT /api/admin/categories/:id/commission': 'admin',
  'POST /api/admin/payments/held/:id/accept': 'admin',
  'POST /api/admin/payments/held/:id/refund': 'admin',
  'POST /api/deliveries/:id/ship': 'seller',
  'POST /api/deliveries/:id/cancel': 'user',
  'POST /api/deliveries/:id/hand-over': 'seller',
  'POST /api/deliveries/:id/hand-over-code': 'user',
  'POST /api/deliveries/:id/dispute': 'user',
  'POST /api/disputes/:id/offer': 'seller',
  'POST /api/disputes/:id/accept': 'user',
  'GET /api/admin/disputes': 'admin',
  'POST /api/admin/disputes/:id/decide': 'admin',
  'GET /api/checkout/meet-up': 'user',
  'GET /api/seller/meet-up': 'seller',
  'PUT /api/seller/meet-up': 'seller',
  'GET /api/seller/payouts': 'seller',
  'PUT /api/seller/payout-wallet': 'seller',
  'POST /api/seller/payout-wallet/verify': 'seller',
  'POST /api/seller/payouts': 'seller',
  'GET /api/admin/payouts': 'admin',
  'POST /api/admin/payouts/:id/send': 'admin',
  'POST /api/admin/payouts/:id/record': 'admin',
  'POST /api/admin/payouts/:id/refuse': 'admin',
  'GET /api/seller/summary': 'seller',
  'GET /api/seller/order-lines': 'seller',
  'GET /api/seller/balance': 'seller',
  'GET /api/seller/statement': 'seller',
  'GET /api/seller/statement.csv': 'seller',
  'GET /api/seller/sales-by-week': 'seller',
  'GET /api/seller/products': 'seller',
  'POST /api/seller/products': 'seller',
  'GET /api/seller/products/:id': 'seller',
  'PUT /api/seller/products/:id': 'seller',
  'POST /api/seller/products/:id/status': 'seller',
  'POST /api/seller/products/:id/images': 'seller',
  'DELETE /api/seller/products/:id/images/:imageId': 'seller',
  'PUT /api/seller/products/:id/images/order': 'seller',
  'POST /api/deliveries/:id/receive': 'user',
  'GET /api/realtime': 'user',
  'GET /api/messenger/conversations': 'user',
  'POST /api/messenger/conversations': 'user',
  'GET /api/messenger/conversations/:id': 'user',
  'POST /api/messenger/messages': 'user',
  'GET /api/messenger/unread': 'user',
  'POST /api/messenger/conversations/:id/read': 'user',
  'GET /api/notifications': 'user',
  'POST /api/notifications/:id/read': 'user',
  'POST /api/notifications/read-all': 'user',
  'GET /api/email-preferences': 'user',
  'PUT /api/email-preferences': 'user',
  'GET /api/admin/sellers/pending': 'admin',
  'POST /api/admin/sellers/pending/:id/confirm': 'admin',
  'DELETE /api/admin/sellers/pending/:id': 'admin',
  'GET /api/admin/sellers': 'admin',
  'POST /api/admin/sellers/:id/ban': 'admin',
  'POST /api/admin/sellers/:id/unban': 'admin',
  'GET /api/admin/products': 'admin',
  'POST /api/admin/products/:id/approve': 'admin',
  'PUT /api/admin/products/:id/status': 'admin',
  'POST /api/admin/categories': 'admin',
  'POST /api/admin/categories/:id/subcategories': 'admin',
  'DELETE /api/admin/categories/:id': 'admin',
  'DELETE /api/admin/subcategories/:id': 'admin',
  'GET /api/admin/orders': 'admin',
  'DELETE /api/admin/orders/:id': 'admin',
  'POST /api/admin/orders/:id/parts/:sellerId/cancel': 'admin',
};

const roles = ['visitor', 'user', 'seller', 'banned seller', 'admin'] as const;
type Role = (typeof roles)[number];

/** SPEC section 6: what each role gets from each access level. */
const allowed: Record<Access, readonly Role[]> = {
  public: roles,
  user: ['user', 'seller', 'banned seller', 'admin'],
  seller: ['seller'],
  admin: ['admin'],
};

function expectedStatus(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (allowed[access].includes(role)) return 'allowed';
  return role === 'visitor' ? 401 : 403;
}

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  const accounts = [
    ['user', 'user'],
    ['seller', 'seller'],
    ['banned seller', 'banned-seller'],
    ['admin', 'admin'],
  ] as const;
  for (const [role, factoryRole] of accounts) {
    const email = `${factoryRole}@matrix.test`;
    await createUser(t.db, { email, role: factoryRole });
    cookies[role] = await t.signIn(email);
  }
});
afterAll(() => t.close());

describe('the access matrix of every /api route', () => {
  it('lists exactly the routes the app serves', () => {
    const served = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(expectedAccess);
  });

  const cases = Object.entries(expectedAccess).flatMap(([route, access]) =>
    roles.map((role) => ({ route, access, role, expected: expectedStatus(access, role) })),
  );

  it.each(cases)('$route as $role: $expected', async ({ route, role, expected }) => {
    const [method, url] = route.split(' ') as [string, string];
    const cookie = cookies[role];
    const response = await t.app.inject({
      method: method as 'GET',
      url: url.replace(/:[^/]+/g, '1'),
      // No body, which fails every body schema: a refused role must meet 401/403 before validation. (A JSON
      // body would meet the upload route's media-type check first, which runs before anything else.)
      headers: cookie ? { cookie } : {},
    });
    if (expected === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toEqual({
        error:
          expected === 401
            ? { code: 'unauthenticated', message: 'Please sign in to continue.' }
            : {
                code: 'forbidden',
                message: 'You are not allowed to do this.',
              },
      });
    }
  });
});

describe('refusal() for every role and access level', () => {
  const viewers: Record<Role, Viewer> = {
    visitor: { kind: 'visitor' },
    user: {
      kind: 'user',
      user: { id: 'u', name: 'U', email: 'u@x.test' },
      isAdmin: false,
      sellerLevel: null,
    },
    seller: { kind: 'user', user: { id: 's', name: 'S', email: 's@x.test' }, isAdmin: false, sellerLevel: 1 },
    'banned seller': {
      kind: 'user',
      user: { id: 'b', name: 'B', email: 'b@x.test' },
      isAdmin: false,
      sellerLevel: -1,
    },
    admin: {
      kind: 'user',
      user: { id: 'a', name: 'A', email: 'a@x.test' },
      isAdmin: true,
      sellerLevel: null,
    },
  };
  const levels: Access[] = ['public', 'user', 'seller', 'admin'];
  it.each(levels.flatMap((access) => roles.map((role) => ({ access, role }))))(
    '$access as $role',
    ({ access, role }) => {
      const expected = expectedStatus(access, role);
      expect(refusal(viewers[role], access)).toBe(expected === 'allowed' ? null : expected);
    },
  );
});
