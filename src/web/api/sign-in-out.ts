import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn } from '../../domain/account';
import { api } from './client';
import { meQuery, signedOut } from './session';

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
    // Drop everything cached for the person who left instead of refetching it: their queries would
    // only answer 401 now, and the next person at this computer must not see them.
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(meQuery.queryKey, signedOut);
    },
  });
}
