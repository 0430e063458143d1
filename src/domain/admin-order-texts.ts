/** SPEC section 8's texts of the administrator's orders: deleting one, cancelling a part. */
export const adminOrderTexts = {
  deleteQuestion: 'Are you sure you want to delete this order?',
  deleted: 'Order deleted successfully!',
  deleteFailed: 'Failed to delete order',
  cancelPartQuestion:
    'Are you sure you want to cancel this part of the order? Its stock comes back and the buyer is told.',
  partCancelled: 'Part of the order cancelled.',
  cancelPartFailed: 'Failed to cancel part of the order',
  /** A payment the gateway's risk check held, accepted or refunded. */
  decideHeldFailed: 'Failed to decide the payment',
} as const;
