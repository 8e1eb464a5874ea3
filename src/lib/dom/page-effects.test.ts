import { safeReturnPath } from './page-effects';

describe('safeReturnPath', () => {
  it.each([
    ['/user/dashboard', '/user/dashboard'],
    ['/products/all?page=2#top', '/products/all?page=2#top'],
    ['/category/x/../cart', '/category/cart'],
    ['/./cart', '/cart'],
    ['/%2e/cart', '/cart'],
    ['/campaign/100%-off', '/campaign/100%-off'],
    ['/search?q=a%5Cb//c', '/search?q=a%5Cb//c'],
  ])('keeps the store path %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    // Dot segments that leave `//host` behind once resolved.
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%252e//evil.example',
    '/a/..//evil.example',
    '/./%2f/evil.example',
    // Protocol-relative, backslashes (browsers read them as slashes), encoded or not.
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/%2f%2fevil.example',
    '/%252f%252fevil.example',
    // Characters URL parsers drop, leaving `//`.
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    // Schemes and anything that is not a rooted path.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.example/',
    'data:text/html,x',
    'evil.example',
    '',
    ' /cart',
  ])('rejects %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/cart']])('rejects a non-string %p', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
