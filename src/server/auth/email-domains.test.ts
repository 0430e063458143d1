import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { emailDomainRefusal, isAllowedEmailDomain } from './email-domains';

describe('ALLOWED_EMAIL_DOMAINS', () => {
  it('parses a comma-separated list, tolerating spaces, case and a leading @', () => {
    expect(
      loadConfig({ ALLOWED_EMAIL_DOMAINS: ' UIU.ac.bd, @student.du.ac.bd ,' }).allowedEmailDomains,
    ).toEqual(['uiu.ac.bd', 'student.du.ac.bd']);
    expect(loadConfig({}).allowedEmailDomains).toEqual([]);
  });

  it('fails fast on something that is not a domain', () => {
    expect(() => loadConfig({ ALLOWED_EMAIL_DOMAINS: 'uiu.ac.bd, not a domain' })).toThrow(
      /ALLOWED_EMAIL_DOMAINS: not a domain list/,
    );
  });

  it('accepts the domains and their subdomains only', () => {
    const allowed = ['uiu.ac.bd'];
    expect(isAllowedEmailDomain('a@uiu.ac.bd', allowed)).toBe(true);
    expect(isAllowedEmailDomain('a@CSE.UIU.AC.BD', allowed)).toBe(true);
    expect(isAllowedEmailDomain('a@evil-uiu.ac.bd', allowed)).toBe(false);
    expect(isAllowedEmailDomain('a@uiu.ac.bd.example.com', allowed)).toBe(false);
    expect(isAllowedEmailDomain('a@gmail.com', [])).toBe(true);
  });

  it('names the allowed domains in its refusal', () => {
    expect(emailDomainRefusal(['uiu.ac.bd', 'du.ac.bd'])).toBe(
      'Sign up is open to university email addresses only (@uiu.ac.bd, @du.ac.bd).',
    );
  });
});

describe('AUTH_RATE_LIMIT', () => {
  it('is on outside tests and can be switched either way', () => {
    expect(loadConfig({}).authRateLimit).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).authRateLimit).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '1' }).authRateLimit).toBe(true);
    expect(loadConfig({ AUTH_RATE_LIMIT: '0' }).authRateLimit).toBe(false);
  });
});
