// Owns /shop/shipping_policy: the shipping policy (SPEC §9).
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function ShippingPolicyPage() {
  return (
    <StaticPage title="Shipping Policy">
      <p>Orders are processed within 2 days and delivered across India.</p>
    </StaticPage>
  );
}
