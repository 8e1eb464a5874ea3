import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { selectProductModalSlug } from '../../shell/shell-selectors';
import { productModalClosed } from '../../shell/shell-slice';
import { productFeature } from '../product-feature';
import { selectProductDetails } from '../product-selectors';
import { productModalDetailsRequested } from '../product-slice';
import { PurchasePanel } from './PurchasePanel';

/**
 * The product modal opened by "add to cart" on a variant product's card. The shell loads it (and
 * with it the product feature) only once a card asks for options.
 */
export function ProductModalHost() {
  useFeature(productFeature);
  const slug = useAppSelector(selectProductModalSlug);
  return slug ? <ProductModal slug={slug} /> : null;
}

function ProductModal({ slug }: { slug: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectProductDetails(slug));
  const close = () => dispatch(productModalClosed());
  useEffect(() => {
    dispatch(productModalDetailsRequested({ slug }));
  }, [dispatch, slug]);
  const product = details.data?.product;
  return (
    <Modal label={product?.product_name ?? t('loading')} onClose={close} className="sf-product-modal">
      {details.status === 'failed' && (
        <ErrorPanel message={details.error} onRetry={() => dispatch(productModalDetailsRequested({ slug }))} />
      )}
      {details.status !== 'failed' && !details.data && <p role="status">{t('loading')}</p>}
      {details.data && (
        <div className="sf-product-modal__body">
          <img
            src={details.data.product.gallery?.large?.[0] ?? details.data.product.image_190x230}
            alt=""
            className="sf-product-modal__image"
          />
          <div>
            <PurchasePanel details={details.data} headingLevel={2} />
            <Link to={paths.product({ slug })} onClick={close} className="sf-link">
              {t('view_details')}
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
