import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN_LENGTH } from '../../domain/limits';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from './auth-mails';
import { CLIENT_IP_HEADER } from './client-ip';

export type AuthDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'env'>;
  secret: string;
  mailer: Mailer;
};

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth({ db, config, secret, mailer }: AuthDeps) {
  return betterAuth({
    appName: 'Campus Market',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
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
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user, url));
      },
    },
    session: {
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    advanced: {
      cookiePrefix: 'campus',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: config.env !== 'test',
      storage: 'database',
      window: 60,
      max: 100,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
