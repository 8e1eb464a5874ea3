/** A full-page navigation to the card gateway (not part of the widget). Its own module, so tests can stand in for it. */
export function leaveForGateway(url: string): void {
  window.location.assign(url);
}
