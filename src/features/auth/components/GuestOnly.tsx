import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/session-selectors';

/**
 * The original's `logoutCheck`: the sign-up and password-reset pages are for guests, so a shopper
 * who is signed in when one opens goes to the dashboard. Only the state at opening counts: a
 * sign-up that signs the new user in leaves through the session saga (remembered route or dashboard).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const [signedInAtOpening] = useState(() => user !== null);
  if (signedInAtOpening) return <Navigate to={paths.dashboard()} replace />;
  return <>{children}</>;
}
