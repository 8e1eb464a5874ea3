import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { selectSellerRegister } from '../auth-selectors';
import { sellerNoteDismissed } from '../auth-slice';

/**
 * After a seller sign-up the login page keeps the backend's `migrate_msg` ("Registration is
 * successful, Wait for the Approval") in view until the shopper closes it or signs in: the toasts
 * go, this stays. Render it on the login screen.
 */
export function SignupNote() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { note } = useAppSelector(selectSellerRegister);
  if (!note) return null;
  return (
    <div className="sf-signup-note" role="status">
      <p>{note}</p>
      <button type="button" className="sf-button sf-button--link" onClick={() => dispatch(sellerNoteDismissed())}>
        {t('close')}
      </button>
    </div>
  );
}
