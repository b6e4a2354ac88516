// Owns the admin area's navigation list, shared by the sidebar and the small-screen drawer.
import {
  BoxesIcon,
  FileSpreadsheetIcon,
  FileUpIcon,
  LayoutDashboardIcon,
  PackageIcon,
  ReceiptTextIcon,
  SettingsIcon,
  TicketPercentIcon,
  Undo2Icon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/class-names.ts';

const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
  { to: '/admin/products', label: 'Products', Icon: PackageIcon },
  { to: '/admin/stock', label: 'Stock', Icon: BoxesIcon },
  { to: '/admin/import', label: 'Import', Icon: FileUpIcon },
  { to: '/admin/orders', label: 'Orders', Icon: ReceiptTextIcon },
  { to: '/admin/returns', label: 'Returns', Icon: Undo2Icon },
  { to: '/admin/coupons', label: 'Coupons', Icon: TicketPercentIcon },
  { to: '/admin/reports', label: 'Reports', Icon: FileSpreadsheetIcon },
  { to: '/admin/settings', label: 'Settings', Icon: SettingsIcon },
] as const;

/** NavLink marks the current screen with aria-current="page"; the style follows that attribute. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="grid gap-1">
        {ADMIN_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                  isActive && 'bg-accent-soft text-accent hover:bg-accent-soft hover:text-accent',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
