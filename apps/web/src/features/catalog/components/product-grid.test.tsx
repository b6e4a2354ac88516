// Checks that a page of cards reaches the screen a batch at a time, and that another list starts again.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import { aProduct, fakeApi, renderCatalog } from '#web/testing/render-catalog.tsx';

const products = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => aProduct({ title: `${prefix} ${index + 1}` }));

describe('the product grid', () => {
  it('puts the first cards on the page at once and the rest in the tasks after', async () => {
    fakeApi(null);
    renderCatalog('/', { element: <ProductGrid products={products('Kurta', 24)} onOpen={() => {}} /> });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getAllByRole('heading', { level: 3 }).at(-1)).toHaveTextContent('Kurta 24');
  });
});
