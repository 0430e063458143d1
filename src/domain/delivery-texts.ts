/** What the delivery controls say: actions read as actions, beside the status badge. */
export const deliveryTexts = {
  ship: 'Mark as On the Way',
  receive: 'Received',
  /** Received cannot be undone, so the buyer is asked first. */
  receiveQuestion: (orderId: number, sellerName: string) =>
    `Did you receive your items of order #${orderId} from ${sellerName}? Confirm only once you have them: this cannot be undone.`,
  receiveConfirm: 'Yes, I received them',
  receiveDismiss: 'Not yet',
  messageSeller: 'Message seller',
  messageBuyer: 'Message buyer',
} as const;
