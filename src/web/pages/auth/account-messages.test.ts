import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { confirmationNotice, resetErrorText, signInErrorText, signUpErrorText } from './account-messages';

describe('account messages', () => {
  it('uses the spec texts for an unknown and an unconfirmed account', () => {
    expect(signInErrorText(new ApiRequestError(401, 'ACCOUNT_NOT_FOUND', 'whatever'))).toBe(
      'No account found with this email.',
    );
    expect(signInErrorText(new ApiRequestError(403, 'EMAIL_NOT_VERIFIED', 'whatever'))).toBe(
      'Please confirm your email before signing in.',
    );
  });

  it('prefixes every other failure', () => {
    expect(
      signInErrorText(new ApiRequestError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toBe('Sign in failed: Invalid email or password');
    expect(signInErrorText(new Error('Could not reach the server.'))).toBe(
      'Sign in failed: Could not reach the server.',
    );
    expect(signUpErrorText(new Error('Password too short'))).toBe('Sign up failed: Password too short');
    expect(resetErrorText(new Error('Invalid token'))).toBe('Error: Invalid token');
  });

  it('reads the confirmation outcome from the address', () => {
    expect(confirmationNotice(new URLSearchParams(''))).toBeNull();
    expect(confirmationNotice(new URLSearchParams('confirmed=1'))).toEqual({
      ok: true,
      text: 'Your email is confirmed. You can sign in now.',
    });
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=TOKEN_EXPIRED'))?.ok).toBe(false);
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=INVALID_TOKEN'))?.text).toMatch(
      /not valid/,
    );
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=LINK_REPLACED'))).toEqual({
      ok: false,
      text: 'This confirmation link was replaced by a newer sign-up with this email. Use the link in the newest email, or sign in to get a new one.',
    });
  });
});
