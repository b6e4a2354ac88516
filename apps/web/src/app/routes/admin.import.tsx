// Owns /admin/import: its title.
import type { MetaFunction } from 'react-router';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Import products' });

export default function Screen() {
  return <h1 className="text-2xl font-semibold">Import products</h1>;
}
