/**
 * The text a reader sees: without the invisible bidi isolates (U+2066–U+2069) that keep a
 * deduction's minus in front of its amount in right-to-left pages (src/lib/money/format-money.ts).
 */
export const shownText = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
