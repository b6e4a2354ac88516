// Owns /shop/T&C: the terms of use.
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function TermsPage() {
  return (
    <StaticPage title="Terms & Conditions">
      <p>By using this shop you agree to these terms. They are governed by the laws of India.</p>
    </StaticPage>
  );
}
