// Owns /shop/privacy_policy: the privacy policy.
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>How we collect, use and protect your personal information.</p>
    </StaticPage>
  );
}
