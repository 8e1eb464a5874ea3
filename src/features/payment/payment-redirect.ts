/** A full-page navigation (the card gateway's page is not part of the widget). Its own module, so tests can stand in for it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
