import { MAX_PRODUCT_NUMBER } from '../../../domain/limits';
import { sellerProductTexts } from '../../../domain/seller-product-texts';
import { AppError } from '../../errors';

/**
 * The stock after a seller's save: their change (what they typed minus what their form showed) applied to the
 * stock there is now. A checkout or an expiry that happened while the form was open stays counted, and the
 * seller's own change still applies. A result below zero means buyers took more than the seller is removing:
 * that is refused with today's figure rather than guessed at.
 */
export function stockAfterEdit(current: number, edit: { stock: number; stockSeen: number }): number {
  const next = current + (edit.stock - edit.stockSeen);
  if (next < 0) throw new AppError('stock_changed', sellerProductTexts.stockConflict(current));
  if (next > MAX_PRODUCT_NUMBER) throw new AppError('stock_too_large');
  return next;
}
