import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { Id } from '../../../types/common';
import { compareToggled, selectIsCompared } from '../compare-slice';

type Product = { id: Id; product_name: string };

/** The compare button: guests too, the session keeps their list. */
export function CompareToggle({ product }: { product: Product }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const pressed = useAppSelector(selectIsCompared(product.id));
  return (
    <button
      type="button"
      className="sf-list-toggle sf-list-toggle--compare"
      aria-pressed={pressed}
      aria-label={`${t('compare')}: ${product.product_name}`}
      title={pressed ? t('remove_from_compare_list') : t('add_to_compare')}
      onClick={() => dispatch(compareToggled({ productId: Number(product.id), compared: !pressed }))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0zM8 21h8" />
      </svg>
    </button>
  );
}
