import { startScreenChunk } from '../router';
import { storePath } from '../store-path';

describe('which screen the page opened on (its chunk starts before the first render)', () => {
  it('reads the path under the store path, with or without a trailing slash', () => {
    expect(startScreenChunk('/shop', '/shop')).toBe('home');
    expect(startScreenChunk('/shop/', '/shop')).toBe('home');
    expect(startScreenChunk('/shop/category/phones/', '/shop')).toBe('categoryProducts');
    expect(startScreenChunk('/category/phones', '')).toBe('categoryProducts');
  });

  it('a page outside the store path is no screen of the store, even when its path begins alike', () => {
    expect(storePath('/shopping/category/phones', '/shop')).toBeNull();
    expect(startScreenChunk('/shopping', '/shop')).toBeNull();
    expect(startScreenChunk('/shopping/category/phones', '/shop')).toBeNull();
  });
});
