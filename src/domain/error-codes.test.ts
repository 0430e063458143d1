import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error';
import { errorCodes, errorCodesByStatus, isErrorCode, isServerFailure } from './error-codes';
import { codeForStatus, statusErrorTexts } from './status-error-codes';

const codes = Object.keys(errorCodes) as (keyof typeof errorCodes)[];

describe('the error vocabulary', () => {
  it('gives every code a snake_case name, an HTTP status and a text for people', () => {
    for (const code of codes) {
      const { status, text } = errorCodes[code];
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      // `network` is the web's own: no answer came, so there is no status.
      expect(code === 'network' ? status === 0 : status >= 400 && status <= 599, code).toBe(true);
      expect(text.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('lists each code under one status only', () => {
    const listed = Object.values(errorCodesByStatus).flatMap((texts) => Object.keys(texts));
    expect(listed.length).toBe(new Set(listed).size);
    expect(codes.length).toBe(listed.length);
  });

  it('has a code of its own for every status, known ones by name', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 414, 415, 418, 422, 429, 500, 502, 503, 504]) {
      expect(isErrorCode(codeForStatus(status)), String(status)).toBe(true);
    }
    expect(codeForStatus(401)).toBe('unauthenticated');
    expect(codeForStatus(403)).toBe('forbidden');
    expect(codeForStatus(502)).toBe('bad_gateway');
    expect(codeForStatus(507)).toBe('internal');
    expect(codeForStatus(418)).toBe('bad_request');
  });

  it('has the codes known by their status alone, with their texts', () => {
    for (const [code, text] of Object.entries(statusErrorTexts)) {
      expect(isErrorCode(code) && errorCodes[code].text, code).toBe(text);
    }
  });

  it('maps each status back to a code of that status, where it can', () => {
    for (const status of [400, 401, 403, 404, 413, 414, 415, 429, 500, 502, 503]) {
      expect(errorCodes[codeForStatus(status)].status, String(status)).toBe(status);
    }
  });

  it('tells a failure that may have done its work from a refusal', () => {
    expect(isServerFailure('network')).toBe(true);
    expect(isServerFailure('internal')).toBe(true);
    expect(isServerFailure('database_unavailable')).toBe(true);
    expect(isServerFailure('validation')).toBe(false);
    expect(isServerFailure('unauthenticated')).toBe(false);
  });

  it('reads an error body only with a code of the set', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'not_found', message: 'Not found' } }).success).toBe(
      true,
    );
    expect(apiErrorSchema.safeParse({ error: { code: 'FST_ERR_VALIDATION', message: 'x' } }).success).toBe(
      false,
    );
    expect(isErrorCode('toString')).toBe(false);
  });
});
