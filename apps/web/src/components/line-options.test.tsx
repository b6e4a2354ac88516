// Checks how a cart or order line names its options: size and colour, either alone, "Free Size" as it is, or nothing;
// the colour's swatch is the shop's, as staff named it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { describe, expect, it } from 'vitest';
import { LineOptions, lineOptionsText } from '#web/components/line-options.tsx';
import { fakeServer } from '#web/testing/fake-server.ts';

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('a line’s options', () => {
  it('reads "Size M · Black", or just the one the product has', () => {
    expect(lineOptionsText({ size: 'M', colour: 'Black' })).toBe('Size M · Black');
    expect(lineOptionsText({ size: '4-5Y', colour: null })).toBe('Size 4-5Y');
    expect(lineOptionsText({ size: null, colour: 'Rust' })).toBe('Rust');
    expect(lineOptionsText({ size: 'Free Size', colour: 'Navy' })).toBe('Free Size · Navy');
    expect(lineOptionsText({ size: null, colour: null })).toBeNull();
  });

  it('shows the words with the colour’s swatch, and nothing for a product without options', async () => {
    fakeServer({});
    const { container, rerender } = render(withQueries(<LineOptions size="M" colour="Black" />));
    expect(container).toHaveTextContent('Size M · Black');
    await expect
      .poll(() => container.querySelector('[aria-hidden][style]'))
      .toHaveStyle({
        backgroundColor: '#1f1f1f',
      });
    rerender(withQueries(<LineOptions size={null} colour={null} />));
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the swatch of a colour staff named from the shop’s options', async () => {
    fakeServer({
      'GET /api/shop/options': () => ({
        success: true,
        data: { ...DEFAULT_CATALOGUE_OPTIONS, colours: [{ name: 'Mauve', hex: '#915f6d' }] },
      }),
    });
    const { container } = render(withQueries(<LineOptions size="3XL" colour="Mauve" />));
    expect(container).toHaveTextContent('Size 3XL · Mauve');
    await expect
      .poll(() => container.querySelector('[aria-hidden][style]'))
      .toHaveStyle({
        backgroundColor: '#915f6d',
      });
  });
});
