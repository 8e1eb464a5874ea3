import './product-card.css';

/** Loading placeholders shaped like the content they stand for. */
export function SkeletonGrid({ count = 8 }: { count?: number }) {
  return (
    <div className="sf-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sf-skeleton sf-skeleton--card" />
      ))}
    </div>
  );
}
