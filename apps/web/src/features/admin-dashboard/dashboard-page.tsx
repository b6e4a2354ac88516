// Owns /admin/dashboard: the owner's numbers for a range (what sold, what to pack, what is running out), and below
// them, as the spec has it, the placeholder text and the feature-image manager (SPEC §2).
import type { ComponentType } from 'react';
import { DashboardOverview } from '#web/features/admin-dashboard/components/dashboard-overview.tsx';

/** `BannerManager`: the homepage banners' manager (features/admin-banners), handed in by the route that composes the two. */
export function DashboardPage({ BannerManager }: { BannerManager: ComponentType }) {
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <DashboardOverview />
      <div className="grid gap-8">
        <p className="text-muted-foreground">admin features</p>
        <BannerManager />
      </div>
    </div>
  );
}
