import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admin, seller, session, user } from '../db/schema';
import type { Auth } from './auth';
import { toViewer, type Viewer } from './viewer';

/** Cookie names and session lifetimes as better-auth uses them. */
type SessionRules = {
  tokenCookie: string;
  dontRememberCookie: string;
  sessionDataCookie: string;
  expiresInMs: number;
  updateAgeMs: number;
};

export async function sessionRules(auth: Auth): Promise<SessionRules> {
  const context = await auth.$context;
  return {
    tokenCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    sessionDataCookie: context.authCookies.sessionData.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      cookies.set(name, '');
    }
  }
  return cookies;
}

/** better-call's signed cookie: `value.base64(HMAC-SHA256(secret, value))`; null unless the signature holds. */
export function verifiedCookieValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const at = signed.lastIndexOf('.');
  if (at < 1) return null;
  const value = signed.slice(0, at);
  const given = Buffer.from(signed.slice(at + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * The viewer of a signed-in request in one query, when better-auth would answer it without writing anything:
 * a validly signed session cookie whose session exists, has not expired and is not due for its daily
 * extension. `undefined` means "ask better-auth", which then refreshes, clears or refuses the cookie as it
 * always does; a request with no session cookie at all is a visitor.
 */
export function createSessionViewer(db: Db, secret: string, rules: SessionRules) {
  const bySessionToken = db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      name: user.name,
      email: user.email,
      adminId: admin.id,
      sellerLevel: seller.level,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(admin, eq(admin.id, user.id))
    .leftJoin(seller, eq(seller.id, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('viewer_by_session_token');

  return async (cookieHeader: string | undefined): Promise<Viewer | undefined> => {
    const cookies = readCookies(cookieHeader);
    if (cookies.has(rules.sessionDataCookie)) return undefined;
    const signed = cookies.get(rules.tokenCookie);
    if (signed === undefined) return { kind: 'visitor' };
    const token = verifiedCookieValue(signed, secret);
    if (!token) return undefined;
    const [row] = await bySessionToken.execute({ token });
    if (!row) return undefined;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt <= now) return undefined;
    const dueForExtension = expiresAt - rules.expiresInMs + rules.updateAgeMs <= now;
    if (dueForExtension && !verifiedCookieValue(cookies.get(rules.dontRememberCookie), secret))
      return undefined;
    return toViewer(row);
  };
}
