// Owns /admin/reports: the returns and files staff hand to the GST portal and the accountant.
import type { ReactNode } from 'react';
import { Gstr1Report } from '#web/features/admin-reports/components/gstr1-report.tsx';

/** `exports`: the accountant's CSV files, composed in by the app (features never import each other). */
export function ReportsPage({ exports }: { exports?: ReactNode }) {
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold">Reports</h1>
      <Gstr1Report />
      {exports}
    </div>
  );
}
