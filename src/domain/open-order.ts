/**
 * One order awaiting payment per buyer (docs/decisions/020-one-open-order-per-checkout.md): Pay Now for the
 * lines of that order goes back to it; Pay Now for other lines cancels it and reserves the new ones.
 */

type Line = { productId: number; quantity: number };

/** Quantities by product id, in id order, duplicate lines of one product summed. */
export function quantitiesByProduct(lines: readonly Line[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId))
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return merged;
}

/** Whether two lists ask for the same quantity of the same products: "the same cart". */
export function sameLines(a: readonly Line[], b: readonly Line[]): boolean {
  const left = quantitiesByProduct(a);
  const right = quantitiesByProduct(b);
  return left.size === right.size && [...left].every(([id, quantity]) => right.get(id) === quantity);
}
