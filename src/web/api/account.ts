import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  devMailListSchema,
  type ForgotPassword,
  type ResetPassword,
  type SignUp,
} from '../../domain/account';
import { api } from './client';

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUp) => api('/api/auth/sign-up/email', { method: 'POST', body: input }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPassword) =>
      api('/api/auth/request-password-reset', { method: 'POST', body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPassword) => api('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}

export const devMailQuery = queryOptions({
  queryKey: ['dev-mail'],
  queryFn: () => api('/api/dev/mail', { schema: devMailListSchema }),
  refetchInterval: 3000,
  retry: false,
});

export const useDevMail = () => useQuery(devMailQuery);
