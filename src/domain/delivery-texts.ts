/** What the delivery controls say: actions read as actions, beside the status badge. */
export const deliveryTexts = {
  ship: 'Mark as On the Way',
  receive: 'Received',
  /** Received cannot be undone, so the buyer is asked first. */
  receiveQuestion: (orderId: number, sellerName: string) =>
    `Did you receive your items of order #${orderId} from ${sellerName}? Confirm only once you have them: this cannot be undone.`,
  receiveConfirm: 'Yes, I received them',
  receiveDismiss: 'Not yet',
  /** The buyer's cancel of a paid part before it ships. */
  cancel: 'Cancel and refund',
  cancelQuestion: (orderId: number, sellerName: string) =>
    `Cancel your items of order #${orderId} from ${sellerName}? The money goes back the way you paid, and ${sellerName} is told.`,
  cancelDismiss: 'Keep them',
  cancelled: (orderId: number) => `Order #${orderId}: cancelled. Your money is on its way back.`,
  messageSeller: 'Message seller',
  messageBuyer: 'Message buyer',
} as const;
