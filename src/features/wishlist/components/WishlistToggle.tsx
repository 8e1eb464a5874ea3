import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { Id } from '../../../types/common';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import { selectIsWishlisted, wishlistToggled } from '../wishlist-slice';
import '../list-toggle-texts';
import '../list-toggles.css';

/**
 * The heart. Its state is the store's wishlisted ids (not the card's
 * `user_wishlist`); a click flips it at once and the sagas send the net change. A guest is asked
 * to sign in and comes back here; nothing else happens.
 */
export function WishlistToggle({ product }: { product: { id: Id; product_name: string } }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const pressed = useAppSelector(selectIsWishlisted(product.id)) && user !== null;
  return (
    <button
      type="button"
      className="sf-list-toggle sf-list-toggle--wishlist"
      aria-pressed={pressed}
      aria-label={`${t('wishlist')}: ${product.product_name}`}
      title={pressed ? t('remove_from_wishlist') : t('add_to_wishlist')}
      onClick={() => {
        if (!user) dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` }));
        else dispatch(wishlistToggled({ productId: Number(product.id), wishlisted: !pressed }));
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.3 4.6 13A4.9 4.9 0 0 1 11.5 6l.5.5.5-.5a4.9 4.9 0 0 1 6.9 7z" />
      </svg>
    </button>
  );
}
