// Apart from the cart's schemas (cart.ts): the cart drawer asks it without loading zod.

/** A cart line holds more than the buyer can have now. */
export const isShort = (item: { quantity: number; available: number }) => item.quantity > item.available;
