import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '../../domain/account';
import { api } from './client';
import { forgetSession, tellOtherTabsSignedOut } from './signed-out-elsewhere';

// Apart from the session's query, which every page reads: only the login form and the profile menu change it.

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) =>
      api('/api/auth/sign-in/email', { method: 'POST', body: credentials }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST' }),
    onSuccess: () => {
      forgetSession(queryClient);
      tellOtherTabsSignedOut();
    },
  });
}
