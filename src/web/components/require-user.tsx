import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pages } from '../../domain/pages';
import { useMe } from '../api/session';
import { followSignOutElsewhere } from '../api/signed-out-elsewhere';
import { Loading } from './query-state';
import { toastWarning } from './toast';

/**
 * Shows its children to a signed-in user; anyone else goes to /login, told `message` when the spec has one. So does
 * the person who signs out in another tab of this browser, at once: a private page left open must not stay on
 * screen for the next person at this computer.
 */
export function RequireUser({ message, children }: { message?: string; children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  useEffect(() => followSignOutElsewhere(queryClient), [queryClient]);
  const location = useLocation();
  const signedOut = me.isSuccess && !me.data.user;
  useEffect(() => {
    if (signedOut && message) toastWarning(message, { subject: 'login-required' });
  }, [signedOut, message]);
  if (me.isPending) {
    return <Loading label="Loading" />;
  }
  if (!me.data?.user) {
    return <Navigate to={pages.login.path()} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
