// Owns /shop/return_policy: what can come back, within how long, and how (SPEC §9), as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function ReturnPolicyPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Policies" />;
}
