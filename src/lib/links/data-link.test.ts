import { dataLink, linkLabel } from './data-link';

describe('links from data', () => {
  it('keeps store paths in the app, adding the slash the original leaves out', () => {
    expect(dataLink('/campaign/eid-sale')).toEqual({ kind: 'route', to: '/campaign/eid-sale' });
    expect(dataLink('categories')).toEqual({ kind: 'route', to: '/categories' });
  });

  it('follows http(s) URLs as plain links', () => {
    expect(dataLink('https://external.example/x')).toEqual({ kind: 'external', href: 'https://external.example/x' });
  });

  it('drops every other scheme and protocol-relative URLs', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:void(0)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.example',
      '\\\\evil',
      '',
      '#',
      null,
      42,
    ]) {
      expect(dataLink(bad)).toBeNull();
    }
  });

  it('names image links after where they go, without crashing on bad % sequences', () => {
    expect(linkLabel('/campaign/tech-fest')).toBe('Tech fest');
    expect(linkLabel('/campaign/100%-off')).toBe('100% off');
    expect(linkLabel('/campaign/caf%C3%A9')).toBe('Café');
  });
});
