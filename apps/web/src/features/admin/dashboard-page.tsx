// Owns /admin/dashboard: the spec's placeholder text and the feature-image manager (SPEC §2).
import { FeatureImageManager } from '#web/features/admin/components/feature-image-manager.tsx';

export function DashboardPage() {
  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-muted-foreground">admin features</p>
      </div>
      <FeatureImageManager />
    </div>
  );
}
