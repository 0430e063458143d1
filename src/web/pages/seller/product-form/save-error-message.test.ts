import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { saveErrorMessage } from './save-error-message';

describe('saveErrorMessage', () => {
  it('asks a signed-out seller to sign in', () => {
    expect(
      saveErrorMessage(new ApiRequestError(401, 'unauthenticated', 'Please sign in to continue.')),
    ).toEqual({
      message: 'You must be logged in to save products.',
      signIn: true,
    });
  });

  it('tells a banned seller why', () => {
    expect(
      saveErrorMessage(new ApiRequestError(403, 'forbidden', 'You are not allowed to do this.')).message,
    ).toBe('Your seller account has been banned. You cannot create or update products.');
  });

  it('wraps any other failure in the spec text', () => {
    expect(
      saveErrorMessage(new ApiRequestError(400, 'validation', 'name: Please enter the product name.')),
    ).toEqual({
      message: 'Error saving product: name: Please enter the product name.',
      signIn: false,
    });
  });
});
