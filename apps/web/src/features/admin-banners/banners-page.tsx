// Owns /admin/features: the homepage banners (the spec lists the route but not its screen; it is the banner manager).
import { BannerManager } from '#web/features/admin-banners/banner-manager.tsx';

export function BannersPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Feature Images</h1>
      <BannerManager />
    </div>
  );
}
