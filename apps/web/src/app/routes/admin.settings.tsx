// Owns /admin/settings: its title.
import type { MetaFunction } from 'react-router';
import { SettingsPage } from '#web/features/admin-settings/settings-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export { ScreenError as ErrorBoundary } from '#web/app/screen-error.tsx';

export const meta: MetaFunction = () => pageMeta({ title: 'Settings' });

export default SettingsPage;
