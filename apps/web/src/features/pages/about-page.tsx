// Owns /shop/about: who the shop is.
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function AboutPage() {
  return (
    <StaticPage title="About Us">
      <p>
        Thread & Tote brings everyday clothing and bags for women, men and kids to homes across India, with free
        delivery and easy returns.
      </p>
    </StaticPage>
  );
}
