/**
 * The codes of the failures known by their HTTP status alone (a request that got no answer, a framework's refusal,
 * a proxy's error page, a bug), with their texts. They are part of the whole vocabulary (error-codes.ts) and kept
 * apart from it: the web words these itself on any page, even offline, while the whole vocabulary's texts load
 * with the first answer that brings a code of its own.
 */
export const statusErrorTexts = {
  /** The web's own: the request got no answer at all. */
  network: 'Could not reach the server. Check your connection and try again.',
  bad_request: 'This request is not valid.',
  validation: 'Please check the form.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found',
  payload_too_large: 'This request is too large.',
  url_too_long: 'This address is too long.',
  unsupported_media_type: 'Please send this request as JSON.',
  too_many_requests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong. Please try again.',
  bad_gateway: 'Campus Market did not answer properly. Please try again in a moment.',
  unavailable: 'Campus Market is briefly unavailable. Please try again in a moment.',
} as const;

export type StatusErrorCode = keyof typeof statusErrorTexts;

export const isStatusErrorCode = (code: string): code is StatusErrorCode =>
  Object.hasOwn(statusErrorTexts, code);

const codeByStatus: Record<number, StatusErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'too_many_requests',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'bad_gateway',
};

/** The code for an error known only by its HTTP status (a framework's refusal, a proxy's error page). */
export function codeForStatus(status: number): StatusErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** Whether the action may have happened all the same: no answer came (status 0), or the server failed (5xx). */
export const isServerFailureStatus = (status: number): boolean => status === 0 || status >= 500;
