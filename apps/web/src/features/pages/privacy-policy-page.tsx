// Owns /shop/privacy_policy: what the shop keeps about you, why, the one cookie, and how to have it deleted, as staff wrote it (today's wording by default).
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function PrivacyPolicyPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} eyebrow="Policies" />;
}
