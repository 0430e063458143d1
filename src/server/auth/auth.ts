import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits';
import { pages } from '../../domain/pages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { accountHooks } from './account-hooks';
import { accountExistsMail, passwordResetMail, verificationMail } from './auth-mails';
import { CLIENT_IP_HEADER } from './client-ip';
import { CONFIRMATION_LINK_SECONDS, confirmationToken } from './confirmation-link';
import { fixedWindowStorage } from './fixed-window-storage';
import { ipRules, longestIpWindow } from './rate-limits';

type AuthDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'env' | 'allowedEmailDomains' | 'authRateLimit'>;
  secret: string;
  mailer: Mailer;
  /** Our own pages' origins (src/server/http/own-origins.ts), the only ones that may sign in. */
  trustedOrigins: string[];
};

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth({ db, config, secret, mailer, trustedOrigins }: AuthDeps) {
  // Mail links open the web app (PUBLIC_URL), never an address the request came in on.
  const confirmUrl = (token: string) =>
    `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(pages.login.path({ confirmed: true }))}`;
  // Every confirmation link is ours, bound to the password it confirms (confirmation-link.ts); better-auth's
  // own token for the mail is not used.
  const mailConfirmation = async (to: { id: string; name: string; email: string }) => {
    await mailer.send(verificationMail(to, confirmUrl(await confirmationToken(db, secret, to))));
  };
  const resetUrl = (token: string) => `${config.publicUrl}${pages.resetPassword.path(token)}`;

  return betterAuth({
    appName: 'Campus Market',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins,
    secret,
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
    // Errors that are not better-auth's own refusals (a lost database connection) reach our error
    // handler, which answers 503 database_unavailable or logs a 500, as for every other route.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        status: { type: 'string', required: false, defaultValue: 'pending', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(passwordResetMail(user, resetUrl(token)));
      },
      // Following the reset link proves the address as well as the confirmation link does.
      onPasswordReset: async ({ user: account }) => {
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, account.id));
      },
      // Sign-up answers the same for a taken address; the owner learns of it by mail instead. An unconfirmed
      // account took the new sign-up's password before this (unconfirmed-sign-up.ts): its link confirms that.
      onExistingUserSignUp: async ({ user: existing }) => {
        if (existing.emailVerified) {
          await mailer.send(accountExistsMail(existing, `${config.publicUrl}${pages.forgotPassword.path()}`));
          return;
        }
        await mailConfirmation(existing);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A correct password on an unconfirmed account mails a fresh link, in case the first one was lost.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user }) => {
        await mailConfirmation(user);
      },
    },
    databaseHooks: {
      session: {
        create: {
          // SPEC section 4: pending on sign-up, confirmed on the first successful sign-in.
          after: async (session) => {
            await db
              .update(schema.user)
              .set({ status: 'confirmed' })
              .where(and(eq(schema.user.id, session.userId), eq(schema.user.status, 'pending')));
          },
        },
      },
    },
    hooks: accountHooks({
      db,
      secret,
      allowedEmailDomains: config.allowedEmailDomains,
      rateLimit: config.authRateLimit,
    }),
    session: {
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    advanced: {
      // better-auth skips its origin check whenever NODE_ENV is test; the API tests must meet what people do.
      disableOriginCheck: false,
      cookiePrefix: 'campus',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: ipRules,
      customStorage: fixedWindowStorage(db, longestIpWindow),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
