import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import { selectUser } from '../session-selectors';
import { signInRequired } from '../session-slice';

/**
 * The account area needs a signed-in shopper; checkout and payment only while the shop disables
 * guest checkout (`unlessGuestsAllowed`). Guests are sent to login and brought back.
 */
export function RequireSignIn({ children, unlessGuestsAllowed = false }: { children: ReactNode; unlessGuestsAllowed?: boolean }) {
  const signedIn = useAppSelector(selectUser) !== null;
  const guestsAllowed = useAppSelector((state) => unlessGuestsAllowed && !isOn(selectSettings(state).disable_guest));
  const allowed = signedIn || guestsAllowed;
  const dispatch = useAppDispatch();
  const location = useLocation();
  useEffect(() => {
    if (!allowed) dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` }));
  }, [allowed, dispatch, location.pathname, location.search]);
  return allowed ? <>{children}</> : null;
}
