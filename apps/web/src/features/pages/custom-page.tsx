// Owns /shop/pages/<handle>: a page staff made.
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { MarkdownPage } from '#web/features/pages/markdown-page.tsx';

export function CustomPage({ page }: { page: ShopPage }) {
  return <MarkdownPage page={page} />;
}
