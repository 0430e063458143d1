import type { BanAction } from './admin-sellers';

/** SPEC section 8's texts of the administrator's sellers. */
export const adminSellerTexts = {
  /** SPEC section 4: each after confirmation. */
  banQuestion: (action: BanAction) => `Are you sure you want to ${action} this seller?`,
  banFailed: 'Failed to ban/unban seller',
  noPendingSellers: 'No pending sellers.',
  noSellers: 'No sellers found.',
  confirmFailed: 'Failed to confirm seller',
  cancelApplicationFailed: 'Failed to cancel application',
} as const;
