/**
 * Reloads the page the widget lives in. A module of its own so the locale saga calls it through an
 * object tests can replace (jsdom cannot reload): `jest.spyOn(pageReload, 'reload')`.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
