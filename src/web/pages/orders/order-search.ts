import type { OrderSummary } from '../../../domain/orders';

/** Everything a buyer might type to find an order: its number, products, payment and delivery states. */
export function matchesOrderSearch(order: OrderSummary, search: string): boolean {
  const needle = search.trim().toLowerCase().replace(/^#/, '');
  if (!needle) return true;
  const haystack = [
    String(order.id),
    order.paymentStatus,
    ...order.productNames,
    ...order.deliveries.flatMap((delivery) => [delivery.sellerName, delivery.status]),
  ]
    .join('\n')
    .toLowerCase();
  return haystack.includes(needle);
}
