import type { AdminOrder } from '../../../../domain/admin-orders';

/** What an administrator types to find an order: its number, buyer, products or states. */
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
  ]
    .join('\n')
    .toLowerCase()
    .includes(needle);
}
