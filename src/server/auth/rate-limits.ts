import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import { countInWindow, type WindowRule } from '../db/window-counter';

const HOUR = 60 * 60;

/**
 * Per client IP, enforced by better-auth before the endpoint runs (key: IP + path). A campus shares a few
 * NAT addresses, so these are generous; the per-email limits below are the tight ones.
 */
export const ipRules = {
  '/sign-in/email': { window: 60, max: 30 },
  '/sign-up/email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  // Counters older than the longest window here are pruned (fixed-window-storage.ts): this hour-long rule
  // keeps the per-email counters below (at most an hour) alive.
  '/request-password-reset': { window: HOUR, max: 30 },
} satisfies Record<string, WindowRule>;

export const longestIpWindow = Math.max(...Object.values(ipRules).map((rule) => rule.window));

/**
 * Per email address, kept in the same rate_limit table under their own keys. Wrong passwords count per
 * email and client (its IP, or a browser that signed in to the account before), so a stranger's guesses
 * never lock the owner out of their own device; the ceiling over all clients stops guessing spread over
 * many addresses, and does not apply to a browser that signed in before.
 */
export const emailRules = {
  failedSignIn: { window: 15 * 60, max: 5 },
  failedSignInAnywhere: { window: 15 * 60, max: 100 },
  signUp: { window: HOUR, max: 3 },
  passwordReset: { window: HOUR, max: 3 },
  // Each code is five guesses at a seller's payout wallet: codes are counted, not only guesses.
  walletCode: { window: HOUR, max: 5 },
} satisfies Record<string, WindowRule>;

export type EmailLimit = keyof typeof emailRules;

/** The email, and for a per-client limit the client, e.g. `ip:10.0.0.7` or `device:…`. */
const keyOf = (limit: EmailLimit, email: string, client?: string) =>
  `email:${limit}:${email.toLowerCase()}${client === undefined ? '' : ` ${client}`}`;

/** Counts one event in a fixed window, atomically; true while the count stays within the rule. */
export function countEmailEvent(db: Db, limit: EmailLimit, email: string, client?: string): Promise<boolean> {
  return countInWindow(db, keyOf(limit, email, client), emailRules[limit]);
}

/** Whether the window of this email (and client) is already full, without counting. */
export async function isEmailLimited(
  db: Db,
  limit: EmailLimit,
  email: string,
  client?: string,
): Promise<boolean> {
  const rule = emailRules[limit];
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(limit, email, client)));
  return row !== undefined && row.count >= rule.max && Date.now() - row.lastRequest < rule.window * 1000;
}

export function retryText(limit: EmailLimit): string {
  const minutes = Math.round(emailRules[limit].window / 60);
  return `Please try again in ${minutes} minutes.`;
}
