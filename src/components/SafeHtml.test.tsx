import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml, the one place server HTML is rendered', () => {
  it('shows the words at once and the sanitised markup once the sanitiser has loaded', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Fine <strong>thing</strong></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'} />,
    );
    expect(container).toHaveTextContent('Fine thing');
    await waitFor(() => expect(screen.getByText('thing').tagName).toBe('STRONG'));
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps only http(s) and store links; foreign ones open without handing over the window', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<a href="javascript:alert(1)">a</a><a href="mailto:x@y.z">b</a><a href="/page/about">c</a><a href="https://elsewhere.example/">d</a>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('a[href="/page/about"]')).not.toBeNull());
    expect(screen.getByText('a')).not.toHaveAttribute('href');
    expect(screen.getByText('b')).not.toHaveAttribute('href');
    expect(screen.getByText('d')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('d')).toHaveAttribute('target', '_blank');
  });

  it('follows links to store paths with the router and leaves other links to the browser', async () => {
    const html = `<p><a href="${window.location.origin}/shop/blogs?sort=oldest">blogs</a> <a href="/page/about-us">outside</a> <a href="https://elsewhere.example/shop/blogs">foreign</a></p>`;
    const router = createMemoryRouter([{ path: '*', element: <SafeHtml html={html} /> }], {
      basename: '/shop',
      initialEntries: ['/shop/page/terms'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByText('blogs').tagName).toBe('A'));

    // Outside the app's base path, or on another site: not intercepted.
    expect(fireEvent.click(screen.getByText('outside'))).toBe(true);
    expect(fireEvent.click(screen.getByText('foreign'))).toBe(true);
    // A modified click (new tab by the shopper's choice) stays with the browser too.
    expect(fireEvent.click(screen.getByText('blogs'), { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/shop/page/terms');

    expect(fireEvent.click(screen.getByText('blogs'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/blogs'));
    expect(router.state.location.search).toBe('?sort=oldest');
  });
});
