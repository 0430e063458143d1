import { md5 } from '../shared/simulator-kit';

/**
 * Signs what SSLCommerz posts to the merchant, as its PHP library checks it: `verify_key` lists every posted
 * field; `verify_sign` is md5 over those fields and `store_passwd` = md5(store password), sorted by name and
 * joined as `name=value&…`.
 */
export function signPost(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const names = Object.keys(fields).sort();
  const signed: Record<string, string> = { ...fields, store_passwd: md5(storePassword) };
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return { ...fields, verify_sign: md5(text), verify_key: names.join(',') };
}
