import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { selectUser } from '../../session/session-selectors';
import { logoutRequested } from '../../session/session-slice';
import { isOn, selectAddOns, selectSettings } from '../../shop/shop-selectors';
import { selectAccountCheck } from '../account-selectors';

interface Item {
  to: string;
  label: TextKey;
  shown: boolean;
}

/**
 * The account menu of the original's user_sidebar: the shopper's picture, name and e-mail, "be a
 * seller" where the shop takes sellers, the account links (each only where the shop turns its
 * feature on), and sign out. The current page is marked for screen readers by NavLink.
 */
export function AccountSidebar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const addOns = useAppSelector(selectAddOns);
  const { downloadUrls } = useAppSelector(selectAccountCheck);
  if (!user) return null;

  const sellerSignUp = isOn(settings.seller_system) && !addOns.includes('ramdhani') && user.user_type === 'customer';
  // user_sidebar.vue: the affiliate pages are for a user the add-on gave a referral code.
  const affiliate = addOns.includes('affiliate') && !!user.referral_code;
  const items: Item[] = [
    { to: paths.dashboard(), label: 'dashboard', shown: true },
    { to: paths.addresses(), label: 'addresses', shown: true },
    { to: paths.notifications(), label: 'notification', shown: true },
    { to: paths.orderHistory(), label: 'order_history', shown: true },
    { to: paths.digitalOrders(), label: 'digital_product_order', shown: downloadUrls },
    { to: paths.wishlist(), label: 'wishlist', shown: true },
    { to: paths.giftVoucher(), label: 'gift_voucher', shown: isOn(settings.coupon_system) },
    { to: paths.editProfile(), label: 'edit_profile', shown: true },
    { to: paths.changePassword(), label: 'change_password', shown: true },
    { to: paths.wallet(), label: 'my_wallet', shown: isOn(settings.wallet_system) },
    { to: paths.rewards(), label: 'my_rewards', shown: addOns.includes('reward') },
    { to: paths.followedShop(), label: 'followed_shop', shown: isOn(settings.seller_system) },
    { to: paths.affiliateSystem(), label: 'affiliate_system', shown: affiliate },
    { to: paths.affiliateDashboard(), label: 'affiliate_dashboard', shown: affiliate },
    { to: paths.affiliatePayouts(), label: 'affiliate_payouts', shown: affiliate },
  ];

  return (
    <aside className="sf-account-sidebar">
      <div className="sf-account-sidebar__profile">
        {user.profile_image && <img className="sf-account-sidebar__picture" src={user.profile_image} alt="" width={72} height={72} />}
        <p className="sf-account-sidebar__name">{user.full_name}</p>
        {user.email && <p className="sf-account-sidebar__email">{user.email}</p>}
        {sellerSignUp && (
          <Link className="sf-button sf-button--small" to={paths.userToSeller()}>
            {t('be_a_seller')}
          </Link>
        )}
      </div>
      <nav aria-label={t('account_menu')}>
        <ul className="sf-account-sidebar__menu">
          {items
            .filter((item) => item.shown)
            .map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          <li>
            <button type="button" className="sf-account-sidebar__logout" onClick={() => dispatch(logoutRequested())}>
              {t('logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
