import { useT } from '../lib/hooks/shared-hooks';
import './rating.css';

/** Star rating as text a screen reader can say ("Rated 4.5 out of 5, 12 reviews"). */
export function Rating({ value, count }: { value: number; count?: number }) {
  const t = useT();
  const rounded = Math.round((Number(value) || 0) * 2) / 2;
  const label = count !== undefined ? t('rating_with_reviews', { rating: rounded, count }) : t('rating_out_of_five', { rating: rounded });
  return (
    <span className="sf-rating" role="img" aria-label={label}>
      <span aria-hidden="true" className="sf-rating__stars" style={{ ['--sf-rating' as string]: rounded }}>
        ★★★★★
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="sf-rating__count">
          ({count})
        </span>
      )}
    </span>
  );
}
