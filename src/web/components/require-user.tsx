import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pages } from '../../domain/pages';
import { useMe } from '../api/session';
import { Loading } from './query-state';
import { toastWarning } from './toast';

/** Shows its children to a signed-in user; anyone else goes to /login, told `message` when the spec has one. */
export function RequireUser({ message, children }: { message?: string; children: ReactNode }) {
  const me = useMe();
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
