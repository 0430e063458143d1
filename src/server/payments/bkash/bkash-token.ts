import type { GrantAnswer } from './bkash-schemas';

/** Refresh this long before bKash's token expires, so that no call goes out with a token about to lapse. */
const REFRESH_MARGIN_MS = 5 * 60_000;

type Token = { idToken: string; refreshToken: string | undefined; refreshAt: number };

export type TokenSource = {
  /** token/grant: username, password, app key and secret. */
  grant: () => Promise<GrantAnswer | TokenFailure>;
  /** token/refresh with the refresh token of the last grant. */
  refresh: (refreshToken: string) => Promise<GrantAnswer | TokenFailure>;
};

export type TokenFailure = { failed: string };

/**
 * bKash's id_token, granted once and shared by every call of the process: bKash blocks merchants who grant a
 * token per request. Callers that arrive while a grant or refresh is under way wait for that one. The token is
 * refreshed before it expires; one that bKash refuses (401) is forgotten, and the next call grants anew.
 */
export function createTokenKeeper(source: TokenSource, now: () => number) {
  let token: Token | null = null;
  let pending: Promise<string | TokenFailure> | null = null;

  const keep = (answer: GrantAnswer): string => {
    const lifetimeMs = answer.expires_in * 1000;
    token = {
      idToken: answer.id_token,
      refreshToken: answer.refresh_token,
      refreshAt: now() + Math.max(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.id_token;
  };

  const obtain = async (): Promise<string | TokenFailure> => {
    if (token?.refreshToken) {
      const refreshed = await source.refresh(token.refreshToken);
      if (!('failed' in refreshed)) return keep(refreshed);
    }
    token = null;
    const granted = await source.grant();
    return 'failed' in granted ? granted : keep(granted);
  };

  return {
    /** A token to call with, granting or refreshing first when needed. */
    async current(): Promise<string | TokenFailure> {
      if (token && now() < token.refreshAt) return token.idToken;
      pending ??= obtain().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** bKash refused this token: the next call grants a new one (unless another caller already did). */
    forget(idToken: string): void {
      if (token?.idToken === idToken) token = null;
    },
  };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
