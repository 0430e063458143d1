/** SPEC section 8's texts of the product form, My Products and the seller's orders. */
export const sellerProductTexts = {
  added: 'Product added successfully!',
  updated: 'Product updated successfully!',
  awaitingApproval: 'Your changes will be visible once an administrator approves them.',
  stockMoved: (stock: number) =>
    `Orders changed the stock while you were editing: it is now ${stock}. Your change was applied to it.`,
  stockConflict: (left: number) =>
    `Only ${left} left now: buyers reserved some since you opened this form. Reload to see the current stock.`,
  stockTooLarge: 'Please enter a smaller number.',
  saveError: (message: string) => `Error saving product: ${message}`,
  imagesFailed: 'Some images failed to upload:',
  loadError: 'Error loading product data. Please try again.',
  signInToSave: 'You must be logged in to save products.',
  signInToEdit: 'You must be logged in to edit products.',
  bannedProducts: 'Your seller account has been banned. You cannot create or update products.',
  bannedManagement: 'Your seller account has been banned. You cannot access product management.',
  bannedOrders: 'Your seller account has been banned. You cannot access order management.',
  bannedDashboard: 'Your seller account has been banned. You cannot manage products or orders.',
  noMatch: 'No products match your search.',
  noOrders: 'No orders found for your products.',
} as const;
