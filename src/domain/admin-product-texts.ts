/** SPEC section 8's texts of the administrator's products. */
export const adminProductTexts = {
  approveQuestion: 'Are you sure you want to approve this product?',
  approved: 'Product approved successfully!',
  approveFailed: 'Failed to approve product.',
} as const;
