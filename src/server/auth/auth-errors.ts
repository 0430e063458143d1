import { type ErrorCode, errorText, isErrorCode } from '../../domain/error-codes';
import { codeForStatus } from '../../domain/status-error-codes';

/**
 * better-auth's own codes (upper case, its vocabulary) that the web tells apart, in ours. Any other is known by
 * its status. Our hooks (account-hooks.ts) already throw codes of ours, which pass as they are.
 */
const betterAuthCodes: Record<string, ErrorCode> = {
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  INVALID_EMAIL_OR_PASSWORD: 'invalid_email_or_password',
  USER_ALREADY_EXISTS: 'user_already_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_already_exists',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'token_expired',
  VALIDATION_ERROR: 'validation',
  INVALID_EMAIL: 'validation',
  PASSWORD_TOO_SHORT: 'validation',
  PASSWORD_TOO_LONG: 'validation',
  INVALID_ORIGIN: 'cross_site_request',
  MISSING_OR_NULL_ORIGIN: 'cross_site_request',
};

function authErrorCode(code: unknown, status: number): ErrorCode {
  if (isErrorCode(code)) return code;
  return (typeof code === 'string' && betterAuthCodes[code]) || codeForStatus(status);
}

/** better-auth's error answer (`{ code, message }`, or no JSON at all) as an error of ours. */
export function authError(status: number, body: string): { code: ErrorCode; message: string } {
  let parsed: { code?: unknown; message?: unknown } | null = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // An empty or non-JSON answer is known by its status alone.
  }
  const code = authErrorCode(parsed?.code, status);
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : errorText(code);
  return { code, message };
}

/** A redirect that reports a failure in its `error` query (a confirmation link that did not work), in our codes. */
export function authRedirect(location: string): string {
  return location.replace(
    /([?&]error=)([^&#]*)/,
    (_, key: string, code: string) => `${key}${authErrorCode(decodeURIComponent(code), 400)}`,
  );
}
