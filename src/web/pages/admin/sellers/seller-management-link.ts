import { pages } from '../../../../domain/pages';
/** The way back from the seller lists to /admin/sellers. */
export const sellerManagement = { to: pages.sellersHub.path(), label: 'Seller management' };
