import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../session-selectors';
import { signInRequired } from '../session-slice';

/** Checkout and payment need a signed-in shopper (spec §5/§6); guests are sent to login and brought back. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const location = useLocation();
  useEffect(() => {
    if (!user) dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` }));
  }, [user, dispatch, location.pathname, location.search]);
  return user ? <>{children}</> : null;
}
