import type { ErrorCode } from '../../domain/error-codes';
import {
  codeForStatus,
  isServerFailureStatus,
  isStatusErrorCode,
  statusErrorTexts,
} from '../../domain/status-error-codes';
import { ApiRequestError } from './client';

/** How one screen words its failures (SPEC section 8); see error-contexts.ts. Without one, the server's message. */
export type ErrorContext = {
  /** The screen's own text for some codes. */
  texts?: Partial<Record<ErrorCode, string>>;
  /** The text when no answer came or the server failed, so that the action may have happened all the same. */
  serverFailure?: string;
  /** Codes whose message the screen shows as the server wrote it, where `other` would say something else. */
  asSent?: readonly ErrorCode[];
  /** Any other failure: a fixed text, or the message in the screen's words ('Sign in failed: {message}'). */
  other?: string | ((message: string) => string);
  /** The text when the server's answer has no message of its own (else the code's text). */
  fallback?: string;
  /** The title of a toast that shows the failure. */
  title?: string;
};

/**
 * The code of any thrown value. A string is a form's own check; anything that is not an ApiRequestError is a
 * bug of ours (a response of an unexpected shape), which a person can do nothing about.
 */
export function errorCode(error: unknown): ErrorCode {
  if (error instanceof ApiRequestError) return error.code;
  return typeof error === 'string' ? 'validation' : 'internal';
}

/** Whether the action may have happened all the same: no answer came, the server failed, or a bug of ours. */
function isServerFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return isServerFailureStatus(error.status);
  return typeof error !== 'string';
}

/**
 * The text of a failure that came without one: its code's. The codes of the server's own are worded by the
 * server, whose answers carry their message, and whose texts are no part of a page's first load: one that came
 * without it reads as what its status stands for.
 */
function codeText(error: unknown, code: ErrorCode): string {
  if (isStatusErrorCode(code)) return statusErrorTexts[code];
  return statusErrorTexts[codeForStatus(error instanceof ApiRequestError ? error.status : 500)];
}

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The text a person reads for any failure, in the words of the screen it happens on. */
export function errorMessage(error: unknown, context: ErrorContext = {}): string {
  const code = errorCode(error);
  const own = context.texts?.[code];
  if (own !== undefined) return own;
  if (context.serverFailure !== undefined && isServerFailure(error)) return context.serverFailure;
  const message = messageOf(error) || context.fallback || codeText(error, code);
  const { other } = context;
  if (other === undefined || context.asSent?.includes(code)) return message;
  return typeof other === 'string' ? other : other(message);
}
