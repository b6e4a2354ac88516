// Owns /admin/coupons: its title.
import type { MetaFunction } from 'react-router';
import { CouponsPage } from '#web/features/admin-coupons/coupons-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Coupons' });

export default CouponsPage;
