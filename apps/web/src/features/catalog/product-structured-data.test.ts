// Checks what a product page tells search engines: the Offer a shopper would pay, its stock, and ratings only when real.
import { describe, expect, it } from 'vitest';
import { productStructuredData } from '#web/features/catalog/product-structured-data.ts';
import { aProduct, aProductWithVariants, aReview } from '#web/testing/render-catalog.tsx';

const ORIGIN = 'https://shop.example.in';

describe('a product’s JSON-LD', () => {
  it('offers the sale price in INR, in stock, with the picture and the breadcrumb to its category', () => {
    const product = aProduct({
      title: 'Indigo Kurta',
      handle: 'indigo-kurta',
      category: 'men',
      price: 1999,
      sale_price: 1499,
      total_stock: 3,
    });
    const [item, breadcrumb] = productStructuredData(product, [], ORIGIN);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Indigo Kurta',
      image: [`${ORIGIN}${product.image}`],
      brand: { '@type': 'Brand', name: 'Thread & Tote' },
      url: `${ORIGIN}/shop/product/indigo-kurta`,
      offers: { priceCurrency: 'INR', price: '1499.00', availability: 'https://schema.org/InStock' },
    });
    expect(item).not.toHaveProperty('aggregateRating');
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/shop/home` },
        { position: 2, name: 'Men', item: `${ORIGIN}/shop/listing?category=men` },
        { position: 3, name: 'Indigo Kurta', item: `${ORIGIN}/shop/product/indigo-kurta` },
      ],
    });
  });

  it('says out of stock at the list price, and rates from the buyers’ reviews', () => {
    const product = aProduct({ price: 899, sale_price: 0, total_stock: 0 });
    const [item] = productStructuredData(
      product,
      [aReview({ rating: 5 }), aReview({ rating: 4 }), aReview({ rating: 4 })],
      ORIGIN,
    );
    expect(item).toMatchObject({
      offers: { price: '899.00', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 3, bestRating: 5 },
    });
  });

  it('lists the gallery, and is in stock while any size is', () => {
    const product = aProductWithVariants(
      { sizes: ['S', 'M'], stock: { S: 0, M: 2 } },
      { images: ['/uploads/front.webp', '/uploads/back.webp'] },
    );
    const [item] = productStructuredData(product, [], ORIGIN);
    expect(item).toMatchObject({
      image: [`${ORIGIN}/uploads/front.webp`, `${ORIGIN}/uploads/back.webp`],
      offers: { '@type': 'Offer', price: '1299.00', availability: 'https://schema.org/InStock' },
    });
  });
});
