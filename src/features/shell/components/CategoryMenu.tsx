import { NavLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { selectCategories, selectSettings } from '../../shop/shop-selectors';
import { selectCategoryPanelOpen } from '../shell-selectors';
import { categoryPanelToggled } from '../shell-slice';
import { HeaderMenu } from './HeaderMenu';

/** The header's navigation: the category panel and the shop's own menu. */
export function CategoryMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const categories = useAppSelector(selectCategories);
  const panelOpen = useAppSelector(selectCategoryPanelOpen);
  return (
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
  );
}
