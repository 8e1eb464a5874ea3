/**
 * The element where a provider draws its own button (PayPal). A DOM node stays out of actions and
 * state: the screen leaves it here and the payment saga reads it.
 */
let slot: HTMLElement | null = null;

export function setSdkSlot(element: HTMLElement | null): void {
  slot = element;
}

export function sdkSlot(): HTMLElement | null {
  return slot;
}
