import { useT } from '../../../lib/hooks/shared-hooks';

/** Five stars for a rating, said as text ("4 out of 5 stars"): the stars themselves are decoration. */
export function Stars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'large' }) {
  const t = useT();
  const value = Math.max(0, Math.min(5, rating));
  const shown = Math.round(value * 100) / 100;
  return (
    <span className={`sf-stars sf-stars--${size}`} role="img" aria-label={t('review_stars', { count: shown })}>
      <span className="sf-stars__on" style={{ inlineSize: `${(value / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span className="sf-stars__off" aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
