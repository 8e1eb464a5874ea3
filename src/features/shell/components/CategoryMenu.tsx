import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { selectCategories, selectSettings } from '../../shop/shop-selectors';
import { selectCategoryPanelOpen } from '../shell-selectors';
import { categoryPanelToggled } from '../shell-slice';
import { isPhoneWidth } from '../phone-width';
import { HeaderMenu } from './HeaderMenu';
import { PartBoundary } from '../../../components/PartBoundary';
import { loadChunk } from '../../../lib/chunks/load-chunk';

// The mega menu's panels and the phones' drill-down are one lazy chunk, fetched on the first sign
// of interest (pointer over or focus in the menu, the phone toggle): the header is in the home load.
// The chunk shares modules with screens' chunks, so it can fail to load: the menu's plain links stay
// and work, and the next sign of interest tries a fresh copy (React.lazy keeps a failure forever).
const megaChunk = () => lazy(() => loadChunk(() => import('./CategoryMegaMenu')));
let Mega = megaChunk();

/** The header's navigation: the category panel and the shop's own menu. */
export function CategoryMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const categories = useAppSelector(selectCategories).slice(0, 9);
  const panelOpen = useAppSelector(selectCategoryPanelOpen);
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const want = () => {
    if (failed) {
      Mega = megaChunk();
      setFailed(false);
    }
    setWanted(true);
  };
  const fail = () => setFailed(true);
  const showMega = wanted && !failed;

  const list = (
    <ul id="sf-category-panel" className={`sf-menu__list${panelOpen ? ' is-open' : ''}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <NavLink to={paths.categoryProducts({ slug: category.slug })}>{category.title}</NavLink>
          {showMega && (
            <PartBoundary name="category menu" onFail={fail}>
              <Suspense fallback={null}>
                <Mega category={category} open={open === category.id} onOpen={(on) => setOpen(on ? category.id : null)} />
              </Suspense>
            </PartBoundary>
          )}
        </li>
      ))}
      <li>
        <NavLink to={paths.categories()} end>
          {t('all_categories')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.offerProducts()}>{t('offer_products')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.bestSelling()}>{t('Best Selling Products')}</NavLink>
      </li>
    </ul>
  );

  return (
    <nav className="sf-menu" part="menu" aria-label={t('all_categories')} onPointerEnter={want} onFocus={want}>
      <button
        type="button"
        className="sf-menu__toggle"
        aria-expanded={panelOpen}
        aria-controls="sf-category-panel"
        onClick={() => {
          want();
          dispatch(categoryPanelToggled());
        }}
      >
        {t('all_categories')}
      </button>
      {/* Phones get the drawer, from the width at which shell.css hides the bar's list and shows the toggle. */}
      {panelOpen && isPhoneWidth() && !failed ? (
        <PartBoundary name="category menu" onFail={fail}>
          <Suspense fallback={null}>
            <Mega categories={categories} headerMenu={settings.header_menu ?? []} onClose={() => dispatch(categoryPanelToggled(false))} />
          </Suspense>
        </PartBoundary>
      ) : (
        list
      )}
      <HeaderMenu items={settings.header_menu ?? []} />
    </nav>
  );
}
