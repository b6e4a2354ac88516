// Owns /admin/features: the homepage feature images (the spec lists the route but not its screen; it is the manager).
import { FeatureImageManager } from '#web/features/admin/components/feature-image-manager.tsx';

export function FeaturesPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Feature Images</h1>
      <FeatureImageManager />
    </div>
  );
}
