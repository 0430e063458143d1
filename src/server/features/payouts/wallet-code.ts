import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, every one equally likely. */
export const newWalletCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const KEY_BYTES = 32;

/** The code as stored: a random salt and the code's scrypt hash, so a copy of the table gives no codes away. */
export function hashWalletCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(code, salt, KEY_BYTES).toString('hex')}`;
}

export function walletCodeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = scryptSync(code, Buffer.from(salt, 'hex'), KEY_BYTES);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
