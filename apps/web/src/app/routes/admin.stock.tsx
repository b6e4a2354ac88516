// Owns /admin/stock: its title.
import type { MetaFunction } from 'react-router';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Stock' });

export default function Screen() {
  return <h1 className="text-2xl font-semibold">Stock</h1>;
}
