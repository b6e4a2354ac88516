// Owns /shop/T&C: the terms of using the shop and buying from it (SPEC §9), as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function TermsPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Policies" />;
}
