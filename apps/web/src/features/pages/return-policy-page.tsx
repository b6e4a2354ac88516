// Owns /shop/return_policy: the return policy (SPEC §9).
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function ReturnPolicyPage() {
  return (
    <StaticPage title="Return Policy">
      <p>Items can be returned within 2 days of receipt, unused and in their original packaging.</p>
    </StaticPage>
  );
}
