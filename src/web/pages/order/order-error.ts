import {
  checkoutErrorMessages,
  formatOutOfStockLine,
  INSUFFICIENT_STOCK_MESSAGE,
  insufficientStockErrorSchema,
  ORDER_PROCESSING_ERROR,
} from '../../../domain/checkout';
import { ApiRequestError } from '../../api/client';

/** What Pay Now tells the buyer when the reservation fails: a heading and, for short stock, one line per item. */
export type OrderFailure = {
  message: string;
  lines: string[];
  loginNeeded: boolean;
  retrySameAttempt: boolean;
};

export function describeOrderFailure(error: Error): OrderFailure {
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
    // The order may or may not exist: the next try reuses the key, so it cannot create a second one.
    return { message: ORDER_PROCESSING_ERROR, lines: [], loginNeeded: false, retrySameAttempt: true };
  }
  if (error.status === 401) {
    return {
      message: checkoutErrorMessages.unauthenticated,
      lines: [],
      loginNeeded: true,
      retrySameAttempt: true,
    };
  }
  const shortStock = insufficientStockErrorSchema.safeParse(error.body);
  if (shortStock.success) {
    return {
      message: INSUFFICIENT_STOCK_MESSAGE,
      lines: shortStock.data.error.outOfStock.map(formatOutOfStockLine),
      loginNeeded: false,
      retrySameAttempt: false,
    };
  }
  return {
    message: error.message || 'Failed to process order',
    lines: [],
    loginNeeded: false,
    retrySameAttempt: false,
  };
}
