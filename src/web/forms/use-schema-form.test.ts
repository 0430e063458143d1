import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { signUpSchema } from '../../domain/account';
import { firstError } from './use-schema-form';

describe('firstError', () => {
  it("is the message of the schema's first field in error", () => {
    const errors = schemaResolver(signUpSchema, { sync: true })({ name: ' ', email: 'x', password: '' });
    expect(firstError(errors)).toBe('Please enter your full name.');
  });

  it('is null without errors', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ email: null })).toBeNull();
  });
});
