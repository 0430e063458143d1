import { z } from 'zod';
import { meetUpTexts } from './meet-up-texts';

/**
 * The hand-over code (docs/decisions/033-hand-over-code.md): each part of an order paid in person has a one-time
 * 6-digit code that only its buyer sees; the seller's Paid and handed over carries it, so a seller cannot claim
 * a hand-over the buyer did not take part in.
 */

/** Wrong codes a part takes before it is locked, until the buyer makes a new code. */
export const HAND_OVER_CODE_TRIES = 5;

/** POST /api/deliveries/:id/hand-over: the code the buyer gave the seller. */
export const handOverRequestSchema = z.object({
  code: z.string().regex(/^[0-9]{6}$/, meetUpTexts.codeFormat),
});
export type HandOverRequest = z.infer<typeof handOverRequestSchema>;

/**
 * What the buyer's order shows of a part awaiting its meet-up: the code to give the seller, or that it is locked
 * (too many wrong codes, or none readable) and a new one is needed. Never in anyone else's answer.
 */
export const buyerHandOverCodeSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), code: z.string() }),
  z.object({ state: z.literal('locked') }),
]);
export type BuyerHandOverCode = z.infer<typeof buyerHandOverCodeSchema>;

/** POST /api/deliveries/:id/hand-over-code: the buyer's new code, which also resets the wrong tries. */
export const newHandOverCodeResponseSchema = z.object({ deliveryId: z.number().int(), code: z.string() });
