// Owns /shop/payment-success: the placed order: its title.
import type { MetaFunction } from 'react-router';
import { PaymentSuccessPage } from '#web/features/checkout/payment-success-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Order placed' });

export default PaymentSuccessPage;
