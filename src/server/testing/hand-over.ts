import type { BuyerHandOverCode } from '../../domain/hand-over-code';
import { myOrdersSchema } from '../../domain/orders';
import type { Shopper } from './shop';

/** The hand-over code the buyer's My Orders shows for their part awaiting its meet-up. */
export async function handOverCodeOf(buyer: Shopper, deliveryId: number): Promise<string> {
  const mine = myOrdersSchema.parse((await buyer.call('GET', '/api/orders')).json());
  const part = mine.orders
    .flatMap((order) => order.deliveries)
    .find((candidate) => candidate.id === deliveryId);
  if (part?.handOverCode?.state !== 'ready') throw new Error(`no hand-over code for part ${deliveryId}`);
  return part.handOverCode.code;
}

/** The seller's Paid and handed over of a part, with the code its buyer gives them at the meet-up. */
export async function handOverWithCode(seller: Shopper, buyer: Shopper, deliveryId: number) {
  const code = await handOverCodeOf(buyer, deliveryId);
  return seller.call('POST', `/api/deliveries/${deliveryId}/hand-over`, { code });
}

/** The code a part of the buyer's order answer shows, as the body of the seller's hand-over. */
export function codeBody(part: { handOverCode: BuyerHandOverCode | null } | undefined): { code: string } {
  if (part?.handOverCode?.state !== 'ready') throw new Error('the part shows no hand-over code');
  return { code: part.handOverCode.code };
}
