// Owns /shop/refund_policy: the refund policy (SPEC §9).
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function RefundPolicyPage() {
  return (
    <StaticPage title="Refund Policy">
      <p>Refunds are processed within 5 days of the returned item reaching us.</p>
    </StaticPage>
  );
}
