/** SPEC section 8's texts for Add to Cart, apart from the schemas: the web shows them without loading zod. */
export const CART_LOGIN_REQUIRED = 'You must be logged in to add items to cart.';
export const CART_ADD_SUCCESS = 'Item added to cart successfully!';
export const CART_ADD_FAILURE = 'Failed to add item to cart. Please try again.';

/** The cart's words about stock: a refused add or plus, a line at or past what is there, the review's offer. */
export const cartStockTexts = {
  /** Why an add or plus was refused; `inCart` is what the line holds now. */
  limit: ({ name, available, inCart }: { name: string; available: number; inCart: number }) => {
    if (available === 0) return `${name} is out of stock.`;
    if (inCart < available) return `${name}: only ${available} left in stock.`;
    const all = available === 1 ? 'it' : `all ${available}`;
    return `${name}: only ${available} left in stock, and your cart already has ${all}.`;
  },
  /** Under a line: it holds all there is, or more than there is. */
  line: (available: number) => (available === 0 ? 'Out of stock' : `Only ${available} left in stock`),
  shortTitle: 'Some items are no longer in stock in these quantities',
  short: (item: { name: string; quantity: number; available: number }) =>
    `${item.name}: ${item.quantity} in your cart, ${item.available} available`,
  adjust: 'Adjust to what is available',
  adjusted: 'Your cart now holds what is in stock.',
} as const;

/** A cart line holds more than the buyer can have now. */
export const isShort = (item: { quantity: number; available: number }) => item.quantity > item.available;
