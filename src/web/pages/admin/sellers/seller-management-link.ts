/** The way back from the seller lists to /admin/sellers. */
export const sellerManagement = { to: '/admin/sellers', label: 'Seller management' };
