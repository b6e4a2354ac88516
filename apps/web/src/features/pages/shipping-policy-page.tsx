// Owns /shop/shipping_policy: when orders leave us, how long they take, and that delivery is free (SPEC §9), as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function ShippingPolicyPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Policies" />;
}
