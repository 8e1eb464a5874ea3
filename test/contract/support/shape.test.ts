import { compareShape } from './shape';

describe('compareShape', () => {
  it('accepts the same shape with other values', () => {
    expect(compareShape({ a: 1, b: 'x', c: [{ d: true }] }, { a: 2, b: 'y', c: [{ d: false }, { d: true }] })).toEqual([]);
  });

  it('names missing keys, extra keys and wrong types by path', () => {
    const problems = compareShape({ product: { price: 1, name: 'a' } }, { product: { price: '1', secret: 'x' } });
    expect(problems).toEqual([
      'product.price: expected number, got string',
      'product.name: missing',
      'product.secret: extra key (the original does not send it)',
    ]);
  });

  it('checks every array item against the closest fixture item', () => {
    const fixture = {
      menu: [
        { label: 'a', url: '/' },
        { label: 'b', url: '/', 0: { label: 'c', url: '/' } },
      ],
    };
    expect(
      compareShape(fixture, {
        menu: [
          { label: 'x', url: '/' },
          { label: 'y', url: '/', 0: { label: 'z', url: '/' } },
        ],
      }),
    ).toEqual([]);
    expect(compareShape(fixture, { menu: [{ label: 'x', url: 5 }] })).toEqual(['menu[0].url: expected string, got number']);
  });

  it('lets dynamic-key objects have any keys, comparing their values', () => {
    const hints = { dynamicKeys: ['banners'] };
    expect(compareShape({ banners: { 'a.png_0': '/x' } }, { banners: { 'b.png_0': '/y', 'c.png_1': 'https://e' } }, hints)).toEqual([]);
    expect(compareShape({ banners: { 'a.png_0': '/x' } }, { banners: { 'b.png_0': 3 } }, hints)).toEqual([
      'banners.b.png_0: expected string, got number',
    ]);
  });

  it('treats null strictly unless the path is nullable, and skips anyValue and optional paths', () => {
    expect(compareShape({ brand: null }, { brand: { id: 1 } })).toEqual(['brand: expected null, got object']);
    expect(compareShape({ brand: null }, { brand: { id: 1 } }, { nullable: ['brand'] })).toEqual([]);
    expect(compareShape({ a: { b: 1 } }, { a: 'anything' }, { anyValue: ['a'] })).toEqual([]);
    expect(compareShape({ a: 1, b: 2 }, { a: 1 }, { optional: ['b'] })).toEqual([]);
  });

  it('distinguishes an empty array from an object (home/page sends [] when nothing matched)', () => {
    expect(compareShape({ components: {} }, { components: [] })).toEqual(['components: expected object, got array']);
  });
});
