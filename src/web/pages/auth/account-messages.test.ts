import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { confirmationNotice, resetErrorText, signInErrorText, signUpErrorText } from './account-messages';

describe('account messages', () => {
  it('uses the spec texts for an unknown and an unconfirmed account', () => {
    expect(signInErrorText(new ApiRequestError(401, 'account_not_found', 'whatever'))).toBe(
      'No account found with this email.',
    );
    expect(signInErrorText(new ApiRequestError(403, 'email_not_verified', 'whatever'))).toBe(
      'Please confirm your email before signing in.',
    );
  });

  it('prefixes every other failure', () => {
    expect(
      signInErrorText(new ApiRequestError(401, 'invalid_email_or_password', 'Invalid email or password')),
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
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=token_expired'))?.ok).toBe(false);
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=invalid_token'))?.text).toMatch(
      /not valid/,
    );
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=link_replaced'))).toEqual({
      ok: false,
      text: 'This confirmation link was replaced by a newer sign-up with this email. Use the link in the newest email, or sign in to get a new one.',
    });
  });
});
