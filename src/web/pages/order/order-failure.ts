import { isServerFailure } from '../../../domain/error-codes';
import { errorContexts } from '../../api/error-contexts';
import { errorLines } from '../../api/error-lines';
import { errorCode, errorMessage } from '../../api/error-message';

/** What Pay Now does after the reservation failed: the message and short items to show, and what comes next. */
export type OrderFailure = {
  message: string;
  lines: string[];
  loginNeeded: boolean;
  retrySameAttempt: boolean;
};

export function describeOrderFailure(error: unknown): OrderFailure {
  const code = errorCode(error);
  return {
    message: errorMessage(error, errorContexts.placeOrder),
    lines: errorLines(error),
    loginNeeded: code === 'unauthenticated',
    // The order may or may not exist: the next try reuses the key, so it cannot create a second one.
    retrySameAttempt: code === 'unauthenticated' || isServerFailure(code),
  };
}
