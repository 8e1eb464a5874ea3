import './product-card.css';

/**
 * Loading placeholders shaped like the product cards they stand for: the same grid, padding and
 * image box (190×230), and blocks where the name, price, rating and button go, so the cards that
 * replace them do not push the page around.
 */
export function SkeletonGrid({ count = 8 }: { count?: number }) {
  return (
    <ul className="sf-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="sf-card sf-card--skeleton">
            <div className="sf-skeleton sf-skeleton__image" />
            <div className="sf-skeleton sf-skeleton__name" />
            <div className="sf-skeleton sf-skeleton__price" />
            <div className="sf-skeleton sf-skeleton__button" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home's first screen while its code or first sections are on their way: a block where the
 * slider goes and a row of card placeholders, instead of a blank page.
 */
export function HomeSkeleton() {
  return (
    <div className="sf-home-skeleton" data-testid="home-skeleton">
      <div className="sf-skeleton sf-skeleton--hero" />
      <SkeletonGrid count={4} />
    </div>
  );
}
