// Owns the head of every page: its title, description, canonical link and the Open Graph tags a shared link shows.
import type { MetaDescriptor } from 'react-router';
import { currentBrand } from '#web/entities/brand/brand.ts';

/** The shop's own title and description, under its name as staff set it (Settings → Brand). */
export const defaultTitle = (shop: string) => `${shop} — clothing and bags, delivered free across India`;
export const defaultDescription = (shop: string) =>
  `${shop}: clothing and bags for women, men and kids. Free delivery across India, easy returns and secure payments by UPI, card or PhonePe.`;

export type PageHead = {
  /** The page's own name; the tab shows "{title} · {the shop's name}". Undefined for the shop's default title. */
  title?: string | undefined;
  description?: string | undefined;
  /** The address search engines should index for this page (path and query), when it is a public page. */
  canonicalPath?: string | undefined;
  /** The shop's public origin, from the root loader (PUBLIC_URL on the server). */
  origin?: string | undefined;
  image?: string | undefined;
  type?: 'website' | 'product';
};

export function pageMeta({ title, description, canonicalPath, origin, image, type = 'website' }: PageHead) {
  const shop = currentBrand().name;
  const fullTitle = title ? `${title} · ${shop}` : defaultTitle(shop);
  const text = description ?? defaultDescription(shop);
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: text }];
  if (canonicalPath && origin) {
    const url = origin + canonicalPath;
    const imageUrl = image && (image.startsWith('http') ? image : origin + image);
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: shop },
      { property: 'og:title', content: title ?? defaultTitle(shop) },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
      { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    );
  }
  return tags;
}

/** The shop's origin, from the root route's loader data among the meta function's matches. */
export function originOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin;
}
