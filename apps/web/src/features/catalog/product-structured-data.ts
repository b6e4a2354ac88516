// Owns what search engines read of a product page: schema.org Product with its Offer, rating and breadcrumb trail.
import { productPath, type Product, type Review } from '@shop/contract/catalog';
import { categoryLabel } from '@shop/contract/shop';
import { currentBrand } from '#web/entities/brand/brand.ts';

const absolute = (origin: string, url: string) => (url.startsWith('http') ? url : origin + url);

/**
 * JSON-LD for Google's product snippets: every picture of the gallery, the price a shopper pays today (the sale price
 * when there is one) in INR, availability from the stock (all sizes and colours together), and the rating only when
 * someone has rated it (every review comes from a buyer).
 */
export function productStructuredData(product: Product, reviews: readonly Review[], origin: string) {
  const url = `${origin}${productPath(product)}`;
  const price = offerPrice(product);
  const ratings = reviews.map((review) => review.rating);
  // SPEC's one brand is the shop's own: both are the name staff set (Settings → Brand).
  const shop = currentBrand().name;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      image: (product.images.length > 0 ? product.images : [product.image]).map((image) => absolute(origin, image)),
      sku: product._id,
      category: categoryLabel(product.category),
      brand: { '@type': 'Brand', name: shop },
      url,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: price.toFixed(2),
        availability: product.total_stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shop },
      },
      ...(ratings.length > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1),
              reviewCount: ratings.length,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/shop/home` },
        {
          '@type': 'ListItem',
          position: 2,
          name: categoryLabel(product.category),
          item: `${origin}/shop/listing?category=${encodeURIComponent(product.category)}`,
        },
        { '@type': 'ListItem', position: 3, name: product.title, item: url },
      ],
    },
  ];
}

/** What a shopper pays today: the sale price when there is one. */
export function offerPrice(product: Pick<Product, 'price' | 'sale_price'>): number {
  return product.sale_price > 0 ? product.sale_price : product.price;
}

/** The first sentence or so of the description, for the meta description. */
export function snippet(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
