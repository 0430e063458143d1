import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('listens only on this computer by default outside production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).host).toBe('0.0.0.0');
  });

  it('seeds in production only when asked', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('fails fast with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
  });

  it('holds a meet-up for 48 hours unless told otherwise, between 1 hour and 2 weeks', () => {
    expect(loadConfig({}).meetUpHoldHours).toBe(48);
    expect(loadConfig({ MEET_UP_HOLD_HOURS: '24' }).meetUpHoldHours).toBe(24);
    for (const odd of ['0', '-1', '337', '1.5', 'two days'])
      expect(() => loadConfig({ MEET_UP_HOLD_HOURS: odd })).toThrow(/MEET_UP_HOLD_HOURS/);
  });
});

describe('the README', () => {
  it('lists every configuration variable in its table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const missing = configVariables.filter((name) => !readme.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });
});
