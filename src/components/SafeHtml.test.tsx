import { render, screen, waitFor } from '@testing-library/react';
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
});
