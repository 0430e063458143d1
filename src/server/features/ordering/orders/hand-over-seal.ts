import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** The key hand-over codes are sealed with: derived from AUTH_SECRET, so the database alone opens none. */
export type HandOverKey = { readonly bytes: Buffer };

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function handOverKeyOf(authSecret: string): HandOverKey {
  // A key of its own, so a sealed code says nothing of the secret that signs sessions.
  const bytes = Buffer.from(hkdfSync('sha256', authSecret, 'campus-market', 'hand-over-code', 32));
  return { bytes };
}

/** A 6-digit code from the CSPRNG, every one equally likely. */
export const newHandOverCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Bound to its part: a sealed code copied onto another part's row does not open there.
const partLabel = (deliveryId: number) => Buffer.from(`hand-over:${deliveryId}`);

/** The code as stored: AES-256-GCM under the hand-over key, its nonce and tag beside it, in base64url. */
export function sealHandOverCode(key: HandOverKey, deliveryId: number, code: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(partLabel(deliveryId));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The code, or null when it does not open (another key since AUTH_SECRET changed, another part's row). */
export function openHandOverCode(key: HandOverKey, deliveryId: number, stored: string): string | null {
  const raw = Buffer.from(stored, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, raw.subarray(0, IV_BYTES));
    decipher.setAAD(partLabel(deliveryId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Compares in constant time, so the time an answer takes says nothing of how many digits were right. */
export function sameHandOverCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
