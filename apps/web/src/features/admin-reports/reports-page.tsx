// Owns /admin/reports: the returns and files staff hand to the GST portal and the accountant.
import { Gstr1Report } from '#web/features/admin-reports/components/gstr1-report.tsx';

export function ReportsPage() {
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold">Reports</h1>
      <Gstr1Report />
      {/* Exports (issue 31): the lead adds the "Exports" section here, below GSTR-1. */}
    </div>
  );
}
