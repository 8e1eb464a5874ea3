import { ROUTES } from '../route-table';
import { ALL_ENGLISH_TEXTS as ENGLISH_TEXTS } from '../text-coverage';
import { SPEC_ROUTES as SPEC } from '../../../test/spec-routes';

describe('route table', () => {
  it('has exactly the paths of test/spec-routes.ts, each once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC.map(([path]) => path).sort());
  });

  it.each(SPEC.filter(([, title]) => title !== null))('%s is titled "%s" (in English)', (path, title) => {
    const route = ROUTES.find((r) => r.path === path)!;
    expect(route.titleKey && ENGLISH_TEXTS[route.titleKey]).toBe(title);
  });

  // Imports every screen module for real: a wrong path or a screen without a default export fails here.
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s loads a screen module that exports a component',
    async (_path, route) => {
      const screen = await route.load();
      expect(screen.default).toEqual(expect.any(Function));
    },
  );

  it("guards checkout, payment, the account area and the affiliate's own pages, and nothing else", () => {
    const affiliate = ['/affiliate-system', '/affiliate-dashboard', '/affiliate-payouts'];
    const account = ['/my-wallet', '/my-rewards', ...affiliate, ...SPEC.map(([path]) => path).filter((path) => path.startsWith('/user/'))];
    expect(
      ROUTES.filter((r) => r.requiresSignIn)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/checkout', '/payment/:code?', ...account].sort());
  });

  it('uses the spec transitions: slide-left on home, fade on the all-products listing', () => {
    expect(ROUTES.find((r) => r.path === '/')?.transition).toBe('slide-left');
    expect(ROUTES.find((r) => r.path === '/products/:main_category')?.transition).toBe('fade');
  });

  it('serves every product listing path from the one listing screen', () => {
    const listingPaths = [
      '/products/:main_category',
      '/category/:slug',
      '/brand/:slug',
      '/offer/products',
      '/best-selling/products',
      '/gadget-products/:slug',
      '/products',
    ];
    const loads = new Set(ROUTES.filter((r) => listingPaths.includes(r.path)).map((r) => r.load));
    expect(loads.size).toBe(1);
  });
});
