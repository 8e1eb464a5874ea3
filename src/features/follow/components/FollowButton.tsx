import { useLocation } from 'react-router-dom';
import type { FeatureDescriptor } from '../../../app/feature';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { ShopCard } from '../../../types/catalogue';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import { FOLLOW_BUTTON_TEXTS } from '../follow-button-texts';
import { followToggleSagas } from '../follow-sagas';
import { followSlice, followToggled, selectFollowed } from '../follow-slice';

/** The follow state, its watcher and the button's texts: they arrive with the first button rendered. */
const followButtonFeature: FeatureDescriptor = {
  name: 'followButton',
  slice: followSlice,
  sagas: followToggleSagas,
  texts: FOLLOW_BUTTON_TEXTS,
};

/**
 * Follow or unfollow a shop (`shop.id` = its seller profile id). A toggle (`aria-pressed`) that
 * changes at once; every button for the same shop on the page shows the same state. A guest is
 * sent to sign in and brought back here.
 */
export function FollowButton({ shop, className = '' }: { shop: Pick<ShopCard, 'id' | 'shop_name' | 'is_followed'>; className?: string }) {
  useFeature(followButtonFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const signedIn = !!useAppSelector(selectUser);
  const followed = useAppSelector(selectFollowed(shop.id, shop.is_followed)) && signedIn;
  const click = () =>
    dispatch(
      signedIn
        ? followToggled({ id: String(shop.id), name: shop.shop_name, follow: !followed, was: followed })
        : signInRequired({ returnTo: `${location.pathname}${location.search}` }),
    );
  return (
    <button
      type="button"
      className={`sf-button sf-follow${followed ? ' sf-button--primary' : ''} ${className}`}
      aria-pressed={followed}
      onClick={click}
    >
      <span aria-hidden="true">{followed ? '♥' : '♡'}</span>
      {t('follow_shop')}
      <span className="sf-visually-hidden"> {shop.shop_name}</span>
    </button>
  );
}
