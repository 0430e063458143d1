import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupBanner } from './startup-banner';

const banner = (env: Record<string, string>) =>
  startupBanner({ config: loadConfig(env), port: 3000, databaseKind: 'pglite' });

describe('the start-up banner', () => {
  it('says who can reach a default start, and how to open it to the network', () => {
    const text = banner({});
    expect(text).toContain('Campus Market is running at http://localhost:3000');
    expect(text).toContain('Only this computer can open it.');
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('Demo accounts (password campus123, on this computer only):');
    expect(text).toContain('admin@campus.test');
  });

  it('names the address people use when the server is open to the network', () => {
    expect(banner({ HOST: '0.0.0.0', PUBLIC_URL: 'http://10.0.0.5:3000' })).toContain(
      'people sign in at http://10.0.0.5:3000',
    );
  });

  it('names the one address sign-in works at in production', () => {
    const text = banner({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://market.campus.test',
    });
    expect(text).toContain('Sign-in works at https://market.campus.test (PUBLIC_URL) only.');
    expect(text).not.toContain('Demo accounts');
  });
});
