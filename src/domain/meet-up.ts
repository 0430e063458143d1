import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, PAYMENT_FIELD_MAX_LENGTH } from './limits';
import { requiredText } from './text';

/**
 * Cash on meet-up (docs/decisions/023-cash-on-meet-up.md): the buyer pays the seller in person. The order holds
 * its stock for the hold instead of the payment window, each seller marks their part Paid and handed over, and
 * a part nobody marked by the end of the hold goes back to stock.
 */

/** The payment method a meet-up order records: cash, handed to the seller. */
export const CASH_METHOD = 'cash';

/** MEET_UP_HOLD_HOURS' default: two days to agree on a place and meet. */
export const MEET_UP_HOLD_HOURS = 48;

/** What POST /api/orders takes besides the lines when the buyer pays the seller in person. */
export const meetUpRequestSchema = z.object({
  phone: requiredText({ required: 'Please enter your phone number.', max: PAYMENT_FIELD_MAX_LENGTH }),
  place: requiredText({ required: 'Please say where you would like to meet.', max: ADDRESS_MAX_LENGTH }),
});
export type MeetUpRequest = z.infer<typeof meetUpRequestSchema>;

/**
 * GET /api/checkout/meet-up: whether the buyer's cart may be paid in person, and if not, the products in it
 * whose seller takes online payment only.
 */
export const meetUpOfferSchema = z.object({ refused: z.array(z.string()) });
export type MeetUpOffer = z.infer<typeof meetUpOfferSchema>;

/** GET and PUT /api/seller/meet-up: whether the seller takes cash on meet-up for their products. */
export const meetUpSettingSchema = z.object({ enabled: z.boolean() });
export type MeetUpSetting = z.infer<typeof meetUpSettingSchema>;
