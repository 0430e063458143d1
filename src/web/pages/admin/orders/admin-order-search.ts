import type { AdminOrder } from '../../../../domain/admin-orders';

/** What an administrator types to find an order: its number, buyer, products, sellers or states. */
export function matchesAdminOrderSearch(order: AdminOrder, search: string): boolean {
  const needle = search.trim().toLowerCase().replace(/^#/, '');
  if (!needle) return true;
  return [
    String(order.id),
    order.buyerName,
    order.buyerEmail,
    order.status,
    order.paymentStatus,
    ...order.productNames,
    ...order.parts.flatMap((part) => [part.sellerName, part.status, part.sellerBanned ? 'banned' : '']),
  ]
    .join('\n')
    .toLowerCase()
    .includes(needle);
}
