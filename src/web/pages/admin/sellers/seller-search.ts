import type { AdminSeller } from '../../../../domain/admin-sellers';
import { SELLER_LEVEL } from '../../../../domain/seller-level';

export const isBanned = (seller: Pick<AdminSeller, 'level'>): boolean => seller.level === SELLER_LEVEL.banned;

/** SPEC section 2: the total sellers search looks at name and email. */
export function matchesSellerSearch(seller: Pick<AdminSeller, 'name' | 'email'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return seller.name.toLowerCase().includes(needle) || seller.email.toLowerCase().includes(needle);
}
