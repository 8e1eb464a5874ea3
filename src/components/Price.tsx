import { useMoney } from '../app/hooks';

/** A unit price, with the original struck through when a special discount applies. */
export function Price({ price, discounted, className = '' }: { price: number; discounted?: number | null; className?: string }) {
  const money = useMoney();
  const hasDiscount = discounted !== undefined && discounted !== null && Number(discounted) > 0 && Number(discounted) < Number(price);
  return (
    <span className={`sf-price ${className}`}>
      <span className="sf-price__now" data-testid="price">{money(hasDiscount ? Number(discounted) : price)}</span>
      {hasDiscount && <del className="sf-price__was">{money(price)}</del>}
    </span>
  );
}
