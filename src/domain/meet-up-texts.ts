import { formatDateTime } from './format-date';
import { OPEN_MEET_UPS_MAX } from './limits';

/** The texts of cash on meet-up: the buyer's choice and hold, the seller's hand-over and setting. */
export const meetUpTexts = {
  payOnline: 'Pay online',
  payInPerson: 'Pay the seller in person',
  choiceLabel: 'How will you pay?',
  placeLabel: 'Where to meet',
  placeHolder: 'e.g. Library entrance',
  phoneLabel: 'Phone',
  placeOrder: 'Place order',
  placing: 'Placing order...',
  holdNotice: (hours: number) =>
    `Your items are held for ${hours} hours. Meet the seller, check the items and pay them in person.`,
  notOffered: (names: readonly string[]) =>
    `Paying in person is not offered for ${names.join(', ')}: their seller takes online payment only.`,
  refused: (names: readonly string[]) =>
    `Cash on meet-up is not offered for ${names.join(', ')}. Pay online instead, or remove them from your cart.`,
  tooMany: `You already have ${OPEN_MEET_UPS_MAX} orders awaiting meet-up. Complete or cancel one before placing another.`,
  placed: (orderId: number) => `Order #${orderId} is placed. Meet the seller to pay and collect it.`,
  awaiting: 'Awaiting meet-up',
  heldUntil: (iso: string) => `Held until ${formatDateTime(iso)}`,
  meetAt: (place: string, phone: string) => `Meet at ${place} · ${phone}`,
  handOver: 'Paid and handed over',
  handOverQuestion: (orderId: number, buyerName: string) =>
    `Did ${buyerName} pay you in cash and take the items of order #${orderId}? Confirm only once you have the money: this cannot be undone.`,
  handOverCodeLabel: 'Hand-over code',
  handOverCodeHint:
    'Ask the buyer for the 6-digit code on their order. They give it once they have the items.',
  handOverConfirm: 'Yes, paid and handed over',
  handOverDismiss: 'Not yet',
  codeFormat: 'Please enter the 6 digits of the hand-over code.',
  codeWrong: (triesLeft: number) =>
    `This is not the buyer's hand-over code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeLocked: 'Too many wrong codes: this hand-over is locked. Ask the buyer for a new code.',
  buyerCodeTitle: 'Your hand-over code',
  buyerCodeHint: 'Give this code to the seller only once you have the item.',
  buyerCodeLocked:
    'The seller typed a wrong code too many times, so this code no longer works. Make a new one when you meet.',
  newCode: 'Get a new code',
  newCodeMade: 'Here is your new hand-over code.',
  safetyTitle: 'Meeting safely',
  safetyShow: 'Show tips',
  safetyHide: 'Hide tips',
  safetyAdvice: [
    'Meet in a busy public place on campus.',
    'Look the item over before you pay.',
    'Never send money before you meet.',
    'Check a bKash payment in your own bKash app.',
    'Never take a screenshot as proof of payment.',
  ],
  handedOver: (orderId: number) => `Order #${orderId}: paid and handed over.`,
  settingLabel: 'Take cash on meet-up',
  settingDescription: 'Buyers may choose to pay you in person when they collect your products.',
  settingSaved: (enabled: boolean) =>
    enabled ? 'Buyers can now pay you in person.' : 'Buyers now pay online for your products.',
} as const;
