// Checks the head a product page gives search engines and link previews: its SEO words, or defaults from its own text,
// and its canonical address by handle.
import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { meta } from '#web/app/routes/shop.product.tsx';
import { aProduct } from '#web/testing/render-catalog.tsx';

const ORIGIN = 'https://shop.example.in';

function headOf(product: ReturnType<typeof aProduct>): MetaDescriptor[] {
  const args = {
    data: { product, reviews: [] },
    params: { id: product.handle },
    matches: [{ id: 'root', loaderData: { origin: ORIGIN } }],
  };
  return meta(args as unknown as Parameters<typeof meta>[0]) ?? [];
}

const find = (head: MetaDescriptor[], key: string, value: string) =>
  head.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('a product page’s head', () => {
  it('uses the SEO title and description staff wrote, and the handle’s address as canonical and og:url', () => {
    const head = headOf(
      aProduct({
        title: 'Indigo Kurta',
        handle: 'indigo-kurta',
        seo_title: 'Indigo block-print kurta in cotton',
        seo_description: 'Hand block-printed in Jaipur.',
      }),
    );
    expect(head).toContainEqual({ title: 'Indigo block-print kurta in cotton · Thread & Tote' });
    expect(find(head, 'name', 'description')?.content).toBe('Hand block-printed in Jaipur.');
    expect(find(head, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/shop/product/indigo-kurta`);
    expect(find(head, 'property', 'og:url')?.content).toBe(`${ORIGIN}/shop/product/indigo-kurta`);
  });

  it('falls back to the title and the description’s first 155 characters or so, cut at a word', () => {
    const description = `${'Soft handloom cotton that breathes in the heat. '.repeat(5)}`.trim();
    const head = headOf(aProduct({ title: 'Linen Shirt', handle: 'linen-shirt', description }));
    expect(head).toContainEqual({ title: 'Linen Shirt · Thread & Tote' });
    const text = find(head, 'name', 'description')!.content!;
    expect(text.length).toBeLessThanOrEqual(156);
    expect(text).toMatch(/^Soft handloom cotton that breathes in the heat\. .* heat\. Soft…$/);
  });
});
