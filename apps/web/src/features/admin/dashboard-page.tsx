// Owns /admin/dashboard: the feature-image manager (SPEC §2).

export function DashboardPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p className="text-muted-foreground">admin features</p>
    </div>
  );
}
