// Owns the admin area's navigation list, shared by the sidebar and the small-screen drawer: the screens the signed-in
// member's role may open (admin-screens.ts), each with its icon.
import {
  BoxesIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FileUpIcon,
  GalleryVerticalEndIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  PackageIcon,
  ReceiptTextIcon,
  SettingsIcon,
  SignpostIcon,
  TicketPercentIcon,
  Undo2Icon,
  UserPlusIcon,
  UserRoundIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useSession } from '#web/entities/session/session.tsx';
import { cn } from '#web/lib/class-names.ts';
import { ADMIN_SCREENS, mayOpen } from '#web/app/admin-shell/admin-screens.ts';

/** Every screen of the menu has an icon: the compiler asks for one when a screen is added. */
const ICONS: Record<(typeof ADMIN_SCREENS)[number]['to'], LucideIcon> = {
  '/admin/dashboard': LayoutDashboardIcon,
  '/admin/products': PackageIcon,
  '/admin/stock': BoxesIcon,
  '/admin/import': FileUpIcon,
  '/admin/import/customers': UserPlusIcon,
  '/admin/orders': ReceiptTextIcon,
  '/admin/returns': Undo2Icon,
  '/admin/coupons': TicketPercentIcon,
  '/admin/collections': GalleryVerticalEndIcon,
  '/admin/pages': FileTextIcon,
  '/admin/redirects': SignpostIcon,
  '/admin/reports': FileSpreadsheetIcon,
  '/admin/settings': SettingsIcon,
  '/admin/staff': UsersIcon,
  '/admin/audit': HistoryIcon,
  '/admin/account': UserRoundIcon,
};

/** NavLink marks the current screen with aria-current="page"; the style follows that attribute. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const links = ADMIN_SCREENS.filter((screen) => mayOpen(user, screen));
  return (
    <nav aria-label="Admin">
      <ul className="grid gap-1">
        {links.map(({ to, label }) => {
          const Icon = ICONS[to];
          return (
            <li key={to}>
              <NavLink
                to={to}
                // Only the screen itself: Import is not also current on Import customers, below it.
                end
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
          );
        })}
      </ul>
    </nav>
  );
}
