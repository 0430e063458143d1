import { errorText } from '../../../domain/error-codes';

/**
 * The notice on /login after following a confirmation link; the server adds `error` (a code of ours) when it
 * failed. An expired or a replaced link has its own text, any other failure reads as an invalid link.
 */
export function confirmationNotice(params: URLSearchParams): { ok: boolean; text: string } | null {
  if (!params.has('confirmed')) return null;
  const error = params.get('error');
  if (!error) return { ok: true, text: 'Your email is confirmed. You can sign in now.' };
  if (error === 'token_expired' || error === 'link_replaced') {
    return { ok: false, text: errorText(error) };
  }
  return { ok: false, text: 'This confirmation link is not valid. Sign in to get a new one by email.' };
}
