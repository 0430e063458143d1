import { describe, expect, it } from 'vitest';
import { confirmationNotice } from './confirmation-notice';

describe('confirmationNotice', () => {
  it('reads the confirmation outcome from the address', () => {
    expect(confirmationNotice(new URLSearchParams(''))).toBeNull();
    expect(confirmationNotice(new URLSearchParams('confirmed=1'))).toEqual({
      ok: true,
      text: 'Your email is confirmed. You can sign in now.',
    });
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=token_expired'))).toEqual({
      ok: false,
      text: 'This confirmation link has expired. Sign in to get a new one by email.',
    });
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=invalid_token'))?.text).toMatch(
      /not valid/,
    );
    expect(confirmationNotice(new URLSearchParams('confirmed=1&error=link_replaced'))).toEqual({
      ok: false,
      text: 'This confirmation link was replaced by a newer sign-up with this email. Use the link in the newest email, or sign in to get a new one.',
    });
  });
});
