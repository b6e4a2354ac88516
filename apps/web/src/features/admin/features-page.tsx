// Owns /admin/features: the homepage feature images (the spec lists the route but does not show its screen).

export function FeaturesPage() {
  return <h1 className="text-2xl font-semibold">Feature Images</h1>;
}
