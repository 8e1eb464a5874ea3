import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { selectCartCount } from '../../cart/cart-selectors';
import { selectWishlistCount } from '../../wishlist/wishlist-slice';
import { selectCompareCount } from '../../compare/compare-slice';
import { selectUser } from '../../session/session-selectors';
import { selectSettings } from '../../shop/shop-selectors';
import { logoutRequested } from '../../session/session-slice';
import { CurrencySwitcher } from './CurrencySwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';
import { CategoryMenu } from './CategoryMenu';
import { NotificationBell } from '../../notifications';

/**
 * Named by its content, not aria-label ("Cart: 3", hidden text; a language may reorder it): the
 * name then contains the visible words, so speech input ("click Cart") finds the link.
 */
function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  const t = useT();
  return (
    <Link to={to} className="sf-count-link">
      <span className="sf-visually-hidden">{t('count_label', { label, count })}</span>
      <span aria-hidden="true">{label}</span>
      <span className="sf-count" aria-hidden="true" data-testid={`count-${to.split('/').pop()}`}>
        {count}
      </span>
    </Link>
  );
}

/**
 * The original stores image variants named by their size (`…-138x52.png`); the logo's box is
 * reserved from that (else the stock 138 × 52), so the header does not move when the image arrives.
 * CSS scales it to the header's height.
 */
function logoSize(url: string): { width: number; height: number } {
  const size = /(\d{2,4})x(\d{2,4})(?=\.[a-z]+$|$)/i.exec(url.split(/[?#]/)[0]);
  return size ? { width: Number(size[1]), height: Number(size[2]) } : { width: 138, height: 52 };
}

export function Header() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const compareCount = useAppSelector(selectCompareCount);
  const logo = typeof settings.dark_logo === 'string' && settings.dark_logo ? settings.dark_logo : null;
  const name = typeof settings.system_name === 'string' ? settings.system_name : t('home');

  return (
    <header className="sf-header" part="header">
      <div className="sf-header__top">
        <Link to={paths.home()} className="sf-logo" aria-label={name}>
          {logo ? <img src={logo} alt="" {...logoSize(logo)} /> : null}
          {/* dir="auto": a Latin shop name in an Arabic page is laid out left to right, so a phone cuts it at its end. */}
          <span dir="auto">{name}</span>
        </Link>
        <SearchBox />
        <div className="sf-header__tools">
          <LanguageSwitcher />
          <CurrencySwitcher />
          <CountLink to={paths.compareList()} label={t('compare')} count={compareCount} />
          <CountLink to={paths.wishlist()} label={t('wishlist')} count={wishlistCount} />
          <CountLink to={paths.cart()} label={t('cart')} count={cartCount} />
          <NotificationBell />
          {user ? (
            <>
              <Link to={paths.dashboard()} className="sf-account">
                {user.first_name || t('my_account')}
              </Link>
              <button type="button" className="sf-button sf-button--link" onClick={() => dispatch(logoutRequested())}>
                {t('logout')}
              </button>
            </>
          ) : (
            <Link to={paths.login()} className="sf-account">
              {t('sign_in')}
            </Link>
          )}
        </div>
      </div>
      <CategoryMenu />
    </header>
  );
}
