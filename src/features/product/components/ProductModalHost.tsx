import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { selectModalSlug, selectProductDetails } from '../product-selectors';
import { productModalClosed, productModalOpened } from '../product-slice';
import { PurchasePanel } from './PurchasePanel';

/** The product modal opened by "add to cart" on a variant product's card. */
export function ProductModalHost() {
  const slug = useAppSelector(selectModalSlug);
  return slug ? <ProductModal slug={slug} /> : null;
}

function ProductModal({ slug }: { slug: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectProductDetails(slug));
  const close = () => dispatch(productModalClosed());
  const product = details.data?.product;
  return (
    <Modal label={product?.product_name ?? t('loading')} onClose={close} className="sf-product-modal">
      {details.status === 'failed' && <ErrorPanel message={details.error} onRetry={() => dispatch(productModalOpened({ slug }))} />}
      {details.status !== 'failed' && !details.data && <p role="status">{t('loading')}</p>}
      {details.data && (
        <div className="sf-product-modal__body">
          <img src={details.data.product.gallery?.large?.[0] ?? details.data.product.image_190x230} alt="" className="sf-product-modal__image" />
          <div>
            <PurchasePanel details={details.data} headingLevel={2} />
            <Link to={`/product/${slug}`} onClick={close} className="sf-link">{t('view_details')}</Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
