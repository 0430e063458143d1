/** The rows of an order's lines, each at the price the product had when it was ordered. */
export const orderItemValues = (
  orderId: number,
  lines: { id: number; sellerId: string; quantity: number; price: number }[],
) =>
  lines.map((line) => ({
    orderId,
    productId: line.id,
    sellerId: line.sellerId,
    quantity: line.quantity,
    priceAtPurchase: line.price,
  }));
