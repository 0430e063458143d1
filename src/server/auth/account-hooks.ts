import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '../../domain/account';
import { type ErrorCode, errorText } from '../../domain/error-codes';
import { pages } from '../../domain/pages';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { confirmFromLink } from './confirmation-link';
import { emailDomainRefusal, isAllowedEmailDomain } from './email-domains';
import { rememberDevice, signInClient } from './known-device';
import { countEmailEvent, type EmailLimit, isEmailLimited, retryText } from './rate-limits';
import { replaceUnconfirmedSignUp } from './unconfirmed-sign-up';

const updateUserSchema = signUpSchema.pick({ name: true }).partial();

export type AccountHookDeps = {
  db: Db;
  secret: string;
  allowedEmailDomains: readonly string[];
  rateLimit: boolean;
};

type Status = Parameters<typeof APIError.from>[0];

/** A refusal of ours, in our vocabulary (the auth route passes our codes through as they are). */
const refuse = (status: Status, code: ErrorCode, message = errorText(code)) =>
  APIError.from(status, { code, message });

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Invalid request.';
  throw refuse('BAD_REQUEST', 'validation', message);
}

function tooMany(limit: EmailLimit, what: string): APIError {
  return refuse(
    'TOO_MANY_REQUESTS',
    'too_many_requests',
    `Too many ${what} for this email address. ${retryText(limit)}`,
  );
}

/**
 * Our rules around better-auth's email and password endpoints: the shared zod schemas, the campus email
 * domains, the per-email rate limits, the spec's sign-in messages, and who owns an unconfirmed address
 * (decision 012). They run for HTTP calls and for `auth.api` calls alike, so there is no way around them.
 */
export function accountHooks({ db, secret, allowedEmailDomains, rateLimit }: AccountHookDeps) {
  const limitEmail = async (limit: EmailLimit, email: string, what: string) => {
    if (rateLimit && !(await countEmailEvent(db, limit, email))) throw tooMany(limit, what);
  };

  const before = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-up/email': {
        const body = parse(signUpSchema, ctx.body);
        if (!isAllowedEmailDomain(body.email, allowedEmailDomains)) {
          throw refuse('FORBIDDEN', 'email_domain_not_allowed', emailDomainRefusal(allowedEmailDomains));
        }
        await limitEmail('signUp', body.email, 'sign-up attempts');
        await replaceUnconfirmedSignUp(db, {
          email: body.email,
          name: body.name,
          hashPassword: () => ctx.context.password.hash(body.password),
        });
        return { context: { body: { ...ctx.body, name: body.name } } };
      }
      case '/sign-in/email': {
        const body = parse(signInSchema, ctx.body);
        if (rateLimit) {
          const client = await signInClient(ctx, body.email);
          const locked =
            (await isEmailLimited(db, 'failedSignIn', body.email, client.key)) ||
            (!client.known && (await isEmailLimited(db, 'failedSignInAnywhere', body.email)));
          if (locked) throw tooMany('failedSignIn', 'failed sign-in attempts');
        }
        const [account] = await db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, body.email.toLowerCase()));
        if (!account) throw refuse('UNAUTHORIZED', 'account_not_found');
        return;
      }
      case '/request-password-reset': {
        const body = parse(forgotPasswordSchema, ctx.body);
        await limitEmail('passwordReset', body.email, 'password reset requests');
        return;
      }
      case '/verify-email': {
        const token = ctx.query?.token;
        if (typeof token !== 'string') return;
        if ((await confirmFromLink(db, secret, token)) === 'replaced') {
          throw ctx.redirect(pages.login.path({ confirmed: true, error: 'link_replaced' }));
        }
        return;
      }
      case '/update-user': {
        parse(updateUserSchema, ctx.body);
        return;
      }
      case '/reset-password': {
        parse(resetPasswordSchema, { ...ctx.body, token: ctx.body?.token ?? ctx.query?.token });
        return;
      }
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const email = String(ctx.body?.email ?? '');
    if (ctx.path === '/sign-in/email' && !isAPIError(returned)) {
      await rememberDevice(ctx, email);
      return;
    }
    if (!isAPIError(returned)) return;
    const code = (returned.body as { code?: string } | undefined)?.code;
    if (ctx.path === '/sign-in/email') {
      if (code === 'EMAIL_NOT_VERIFIED') throw refuse('FORBIDDEN', 'email_not_verified');
      if (code === 'INVALID_EMAIL_OR_PASSWORD' && rateLimit) {
        await countEmailEvent(db, 'failedSignIn', email, (await signInClient(ctx, email)).key);
        await countEmailEvent(db, 'failedSignInAnywhere', email);
      }
    }
    if (ctx.path === '/reset-password' && code === 'INVALID_TOKEN') {
      throw refuse('BAD_REQUEST', 'invalid_token');
    }
  });

  return { before, after };
}
