import type { QueryClient } from '@tanstack/react-query';
import { cartTexts } from '../../domain/cart-texts';
import { addToCartRequest, cartQuery } from '../api/cart';
import { errorContexts } from '../api/error-contexts';
import { meQuery } from '../api/session';
import { toastError, toastSuccess, toastWarning } from './toast';

/**
 * What Add to Cart does when pressed: a visitor is asked to sign in, a signed-in person's cart gets the product,
 * and either way a toast says how it went. `sending` is told while the request is under way.
 */
export async function addToCart(
  queryClient: QueryClient,
  productId: number,
  sending: (underWay: boolean) => void,
): Promise<void> {
  // Read when pressed, waiting for it if it has not arrived yet: a card does not redraw as the session arrives.
  const me = await queryClient.ensureQueryData(meQuery);
  if (!me.user) {
    toastWarning(cartTexts.loginRequired, { subject: 'cart' });
    return;
  }
  sending(true);
  try {
    queryClient.setQueryData(cartQuery.queryKey, await addToCartRequest(productId));
    toastSuccess(cartTexts.added, { subject: 'cart' });
  } catch (error) {
    toastError(error, { subject: 'cart', context: errorContexts.addToCart });
  } finally {
    sending(false);
  }
}
