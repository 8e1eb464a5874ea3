import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { selectCartCount } from '../../cart/cart-selectors';
import { selectWishlistCount } from '../../wishlist/wishlist-slice';
import { selectCompareCount } from '../../compare/compare-slice';
import { selectUser } from '../../session/session-selectors';
import { selectCategories, selectSettings } from '../../shop/shop-selectors';
import { logoutRequested } from '../../session/session-slice';
import { selectCategoryPanelOpen } from '../shell-selectors';
import { categoryPanelToggled } from '../shell-slice';
import { CurrencySwitcher } from './CurrencySwitcher';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { NotificationBell } from '../../notifications';
import type { MenuItem } from '../../../types/shop';

/** The shop's header menu (settings.header_menu); an item with children opens a sub-list. */
function HeaderMenu({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="sf-header-menu">
      {items.map((item) => (
        <li key={`${item.label}${item.url}`} className={item.children ? 'has-children' : undefined}>
          {item.children ? (
            <details>
              <summary>{item.label}</summary>
              <ul>
                {item.children.map((child) => (
                  <li key={`${child.label}${child.url}`}>
                    <DataLinkTo url={child.url}>{child.label}</DataLinkTo>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <DataLinkTo url={item.url}>{item.label}</DataLinkTo>
          )}
        </li>
      ))}
    </ul>
  );
}

function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  const t = useT();
  return (
    <Link to={to} className="sf-count-link" aria-label={t('count_label', { label, count })}>
      <span aria-hidden="true">{label}</span>
      <span className="sf-count" aria-hidden="true" data-testid={`count-${to.split('/').pop()}`}>
        {count}
      </span>
    </Link>
  );
}

function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(paths.search({ q }));
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <label className="sf-visually-hidden" htmlFor="sf-search-input">
        {t('looking_for')}
      </label>
      <input id="sf-search-input" type="search" value={query} placeholder={t('looking_for')} onChange={(e) => setQuery(e.target.value)} />
      <button type="submit" className="sf-button">
        {t('search')}
      </button>
    </form>
  );
}

export function Header() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const categories = useAppSelector(selectCategories);
  const panelOpen = useAppSelector(selectCategoryPanelOpen);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const compareCount = useAppSelector(selectCompareCount);
  const logo = typeof settings.dark_logo === 'string' && settings.dark_logo ? settings.dark_logo : null;
  const name = typeof settings.system_name === 'string' ? settings.system_name : t('home');

  return (
    <header className="sf-header">
      <div className="sf-header__top">
        <Link to={paths.home()} className="sf-logo" aria-label={name}>
          {logo ? <img src={logo} alt="" height={36} /> : null}
          <span>{name}</span>
        </Link>
        <SearchBox />
        <div className="sf-header__tools">
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
      <nav className="sf-menu" aria-label={t('all_categories')}>
        <button
          type="button"
          className="sf-menu__toggle"
          aria-expanded={panelOpen}
          aria-controls="sf-category-panel"
          onClick={() => dispatch(categoryPanelToggled())}
        >
          {t('all_categories')}
        </button>
        <ul id="sf-category-panel" className={`sf-menu__list${panelOpen ? ' is-open' : ''}`}>
          {categories.slice(0, 9).map((category) => (
            <li key={category.id}>
              <NavLink to={paths.categoryProducts({ slug: category.slug })}>{category.title}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.offerProducts()}>{t('offer_products')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.bestSelling()}>{t('Best Selling Products')}</NavLink>
          </li>
        </ul>
        <HeaderMenu items={settings.header_menu ?? []} />
      </nav>
    </header>
  );
}
