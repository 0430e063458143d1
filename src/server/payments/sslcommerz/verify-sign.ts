import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayFields } from '../provider';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's `verify_sign` (its PHP library's hash check): the fields that `verify_key` names, with
 * `store_id` set to ours and `store_passwd` = md5(store password) added, sorted by key, joined as
 * `key=value&…`, then md5. Only someone who knows the store password can make it.
 */
export function sslcommerzSignature(
  fields: GatewayFields,
  signedKeys: readonly string[],
  store: { storeId: string; storePassword: string },
): string {
  const pairs = new Map<string, string>();
  for (const key of signedKeys) {
    const value = key === 'store_id' ? store.storeId : fields[key];
    if (value !== undefined) pairs.set(key, value);
  }
  pairs.set('store_passwd', md5(store.storePassword));
  const sorted = [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return md5(sorted.map(([key, value]) => `${key}=${value}`).join('&'));
}

/**
 * Whether a return or IPN was signed by SSLCommerz, and signs every field we read from it (`mustSign`): a field
 * left out of `verify_key` could be changed by anyone.
 */
export function checkSignature(
  fields: GatewayFields,
  mustSign: readonly string[],
  store: { storeId: string; storePassword: string },
): { ok: true } | { ok: false; detail: string } {
  const { verify_sign: sign, verify_key: keyList } = fields;
  if (!sign || !keyList) return { ok: false, detail: 'no verify_sign or verify_key' };
  const signedKeys = keyList.split(',').map((key) => key.trim());
  const unsigned = mustSign.filter((key) => fields[key] !== undefined && !signedKeys.includes(key));
  if (unsigned.length > 0) return { ok: false, detail: `unsigned fields: ${unsigned.join(', ')}` };
  const expected = Buffer.from(sslcommerzSignature(fields, signedKeys, store));
  const given = Buffer.from(sign.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, detail: 'verify_sign does not match' };
  return { ok: true };
}
