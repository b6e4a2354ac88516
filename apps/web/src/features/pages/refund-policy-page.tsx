// Owns /shop/refund_policy: when and how money comes back (SPEC §9), as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function RefundPolicyPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Policies" />;
}
