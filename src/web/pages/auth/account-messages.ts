import { accountErrors } from '../../../domain/account';
import { ApiRequestError } from '../../api/client';

/** SPEC section 8: two sign-in failures have their own text, every other one reads 'Sign in failed: …'. */
export function signInErrorText(error: Error): string {
  if (error instanceof ApiRequestError) {
    if (error.code === accountErrors.accountNotFound.code) return accountErrors.accountNotFound.message;
    if (error.code === accountErrors.emailNotConfirmed.code) return accountErrors.emailNotConfirmed.message;
  }
  return `Sign in failed: ${error.message}`;
}

export const signUpErrorText = (error: Error) => `Sign up failed: ${error.message}`;

export const resetErrorText = (error: Error | string) =>
  `Error: ${typeof error === 'string' ? error : error.message}`;

/** The notice on /login after following a confirmation link (the server adds `error` when it failed). */
export function confirmationNotice(params: URLSearchParams): { ok: boolean; text: string } | null {
  if (!params.has('confirmed')) return null;
  const error = params.get('error');
  if (!error) return { ok: true, text: 'Your email is confirmed. You can sign in now.' };
  if (error === 'token_expired') {
    return { ok: false, text: 'This confirmation link has expired. Sign in to get a new one by email.' };
  }
  if (error === accountErrors.confirmationLinkReplaced.code) {
    return {
      ok: false,
      text: 'This confirmation link was replaced by a newer sign-up with this email. Use the link in the newest email, or sign in to get a new one.',
    };
  }
  return { ok: false, text: 'This confirmation link is not valid. Sign in to get a new one by email.' };
}
