/** SPEC section 8's texts for Add to Cart and the cart's words about stock. */
export const cartTexts = {
  loginRequired: 'You must be logged in to add items to cart.',
  added: 'Item added to cart successfully!',
  addFailed: 'Failed to add item to cart. Please try again.',
  ownProduct: 'You cannot add your own product to the cart.',
  /** A refused add or plus, a line at or past what is there, the review's offer. */
  stock: {
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
  },
} as const;
