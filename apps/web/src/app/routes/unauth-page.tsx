// Owns /unauth-page: where a signed-in user lands on a screen their role may not see.
import type { MetaFunction } from 'react-router';
import { pageMeta } from '#web/app/page-meta.ts';
import { StandalonePage } from '#web/app/standalone-page.tsx';
import { UnauthPage } from '#web/app/unauth-page.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'No access' });

export default function UnauthRoute() {
  return (
    <StandalonePage>
      <UnauthPage />
    </StandalonePage>
  );
}
