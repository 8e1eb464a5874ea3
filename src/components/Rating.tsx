/** Star rating as text a screen reader can say ("4.5 out of 5"). */
export function Rating({ value, count, label }: { value: number; count?: number; label: string }) {
  const rounded = Math.round((Number(value) || 0) * 2) / 2;
  return (
    <span className="sf-rating" role="img" aria-label={`${rounded} / 5${count !== undefined ? `, ${count} ${label}` : ''}`}>
      <span aria-hidden="true" className="sf-rating__stars" style={{ ['--sf-rating' as string]: rounded }}>★★★★★</span>
      {count !== undefined && <span aria-hidden="true" className="sf-rating__count">({count})</span>}
    </span>
  );
}
