import { sellerProductTexts } from '../../../../domain/seller-product';
import { ApiRequestError } from '../../../api/client';

/** What the form tells the seller when saving fails, and whether they must sign in again (SPEC section 8). */
export function saveErrorMessage(error: unknown): { message: string; signIn: boolean } {
  if (error instanceof ApiRequestError && error.status === 401)
    return { message: sellerProductTexts.signInToSave, signIn: true };
  // The only sellers the server refuses with 403 are banned ones.
  if (error instanceof ApiRequestError && error.status === 403)
    return { message: sellerProductTexts.bannedProducts, signIn: false };
  const message = error instanceof Error ? error.message : String(error);
  return { message: sellerProductTexts.saveError(message), signIn: false };
}
