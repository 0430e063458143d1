import { randomBytes } from 'node:crypto';
import { CLIENT_IP_HEADER } from './client-ip';

/** The parts of better-auth's hook context that cookies and the client address need. */
type ClientContext = {
  context: {
    secret: string;
    createAuthCookie(name: string, attributes?: { maxAge?: number }): { name: string; attributes: object };
  };
  getSignedCookie(name: string, secret: string): Promise<string | false | null>;
  setSignedCookie(name: string, value: string, secret: string, attributes?: object): Promise<string>;
  headers?: Headers;
  request?: Request;
};

const COOKIE = 'known_device';
const REMEMBERED_SECONDS = 180 * 24 * 60 * 60;

/** The id of this browser if it signed in to this account before (a signed cookie names both). */
async function knownDevice(ctx: ClientContext, email: string): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return undefined;
  const separator = value.indexOf(':');
  return value.slice(separator + 1) === email.toLowerCase() ? value.slice(0, separator) : undefined;
}

/**
 * Who is trying to sign in, for the failed sign-in counters: a browser that signed in to this account
 * before, or else the client's address as the server sees it (behind a trusted proxy, X-Forwarded-For).
 */
export async function signInClient(
  ctx: ClientContext,
  email: string,
): Promise<{ key: string; known: boolean }> {
  const device = await knownDevice(ctx, email);
  if (device) return { key: `device:${device}`, known: true };
  const ip = (ctx.request?.headers ?? ctx.headers)?.get(CLIENT_IP_HEADER);
  return { key: `ip:${ip ?? 'unknown'}`, known: false };
}

/** After a successful sign-in: this browser is the account owner's from now on. */
export async function rememberDevice(ctx: ClientContext, email: string): Promise<void> {
  const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: REMEMBERED_SECONDS });
  const id = (await knownDevice(ctx, email)) ?? randomBytes(16).toString('hex');
  await ctx.setSignedCookie(
    cookie.name,
    `${id}:${email.toLowerCase()}`,
    ctx.context.secret,
    cookie.attributes,
  );
}
