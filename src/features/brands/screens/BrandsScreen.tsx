import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { PagedListBody } from '../../../components/PagedListBody';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { brandsFeature } from '../brands-feature';
import { BRANDS_KEY, brandsRequested, moreBrandsRequested, selectBrandList } from '../brands-slice';
import '../brands.css';

/** Tiles in the first screenful load at once; the rest as they near the viewport. */
const EAGER_TILES = 6;

/**
 * `/brands` (the original's brands.vue): every active brand as a tile (logo and name) linking to
 * its products. Further pages are appended as the shopper scrolls, with "Load more" as the
 * keyboard way; rows already shown are not repeated. Page 1 is read afresh on each visit.
 */
export default function BrandsScreen() {
  useFeature(brandsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectBrandList(state));

  useEffect(() => {
    dispatch(brandsRequested({ key: BRANDS_KEY }));
  }, [dispatch]);

  return (
    <section className="sf-brands" aria-busy={list?.status === 'loading' || undefined}>
      <ScreenTitle>{t('All Brands')}</ScreenTitle>
      <PagedListBody
        list={list}
        label={t('All Brands')}
        className="sf-brand-grid"
        empty={t('no_brands_found')}
        onRetry={() => dispatch(brandsRequested({ key: BRANDS_KEY }))}
        onMore={() => dispatch(moreBrandsRequested({ key: BRANDS_KEY }))}
        renderItem={(brand, index) => (
          <li key={brand.id}>
            <Link className="sf-brand-tile" to={paths.brandProducts({ slug: brand.slug })}>
              <img src={brand.image_130x93} alt="" width={130} height={93} loading={index < EAGER_TILES ? undefined : 'lazy'} />
              <span>{brand.title}</span>
            </Link>
          </li>
        )}
      />
    </section>
  );
}
