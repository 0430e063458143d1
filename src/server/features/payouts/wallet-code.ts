import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** A 6-digit code, every one equally likely. */
export const newWalletCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const KEY_BYTES = 32;
// Asynchronous, on libuv's pool: a hash costs tens of milliseconds, which the event loop does not wait out.
const scryptAsync = promisify(scrypt) as (code: string, salt: Buffer, length: number) => Promise<Buffer>;

/** The code as stored: a random salt and the code's scrypt hash, so a copy of the table gives no codes away. */
export async function hashWalletCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(code, salt, KEY_BYTES)).toString('hex')}`;
}

export async function walletCodeMatches(code: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = await scryptAsync(code, Buffer.from(salt, 'hex'), KEY_BYTES);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
