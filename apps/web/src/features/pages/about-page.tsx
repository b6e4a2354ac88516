// Owns /shop/about: who the shop is and what it promises every customer, as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function AboutPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Our story" />;
}
