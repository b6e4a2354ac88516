// Owns the Coupons table: one row per code with its terms, dates, uses, categories and status, and its actions; a
// stacked card per code where the table would not fit.
import type { Coupon } from '@shop/contract/coupons';
import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  couponCategoriesText,
  couponDatesText,
  couponDiscountText,
  couponMinimumText,
  couponPerShopperText,
  couponStatus,
  couponUsesText,
  type CouponStatus,
} from '#web/features/admin-coupons/components/coupon-terms.ts';
import { cn } from '#web/lib/class-names.ts';

export type CouponTableProps = {
  coupons: Coupon[];
  /** The coupon whose Pause or Resume is being sent: its button waits. */
  pausing: string | null;
  onEdit: (coupon: Coupon) => void;
  onTogglePause: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
};

const STATUS_BADGE: Record<CouponStatus, BadgeProps['variant']> = {
  Active: 'success',
  Scheduled: 'accent',
  Paused: 'outline',
  Expired: 'secondary',
  'Used up': 'secondary',
};

/*
 * As the orders table: below 56rem of room (a phone, or a narrow window beside the sidebar) rows are laid out as cards
 * with each value labelled, so nothing scrolls sideways; the roles are spelled out because changing a table's
 * `display` makes some browsers drop them, and the header row stays for screen readers only.
 */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @4xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-4 py-3 align-top @max-4xl:flex @max-4xl:items-start @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:p-0';
/** A cell's text: right-aligned beside its label on a card. */
const value = 'grid gap-0.5 @max-4xl:justify-items-end @max-4xl:text-right';

export function CouponTable({ coupons, pausing, onEdit, onTogglePause, onDelete }: CouponTableProps) {
  const now = new Date();
  return (
    <div className="@container">
      <div className="@4xl:overflow-x-auto @4xl:rounded-lg @4xl:border @4xl:border-border @4xl:bg-background">
        <table role="table" className="w-full text-sm @max-4xl:block">
          <caption className="sr-only">Coupons</caption>
          <thead role="rowgroup" className="border-b border-border bg-muted/50 @max-4xl:sr-only">
            <tr role="row">
              {['Code', 'Discount', 'Dates', 'Uses', 'Categories', 'Status'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={headerCell}>
                  {name}
                </th>
              ))}
              <th role="columnheader" scope="col" className={headerCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            className="divide-y divide-border @max-4xl:grid @max-4xl:gap-3 @max-4xl:divide-y-0 @xl:grid-cols-2"
          >
            {coupons.map((coupon) => {
              const status = couponStatus(coupon, now);
              const busy = pausing === coupon._id;
              return (
                <tr
                  role="row"
                  key={coupon._id}
                  className="@max-4xl:grid @max-4xl:content-start @max-4xl:gap-2.5 @max-4xl:rounded-lg @max-4xl:border @max-4xl:border-border @max-4xl:bg-background @max-4xl:p-4 @max-4xl:shadow-sm"
                >
                  <th role="rowheader" scope="row" className={cn(cell, 'text-left font-normal')}>
                    <CardLabel>Code</CardLabel>
                    <span className="font-mono font-semibold wrap-anywhere">{coupon.code}</span>
                  </th>
                  <td role="cell" className={cell}>
                    <CardLabel>Discount</CardLabel>
                    <span className={value}>
                      <span className="font-medium">{couponDiscountText(coupon)}</span>
                      <span className="text-muted-foreground">{couponMinimumText(coupon)}</span>
                    </span>
                  </td>
                  <td role="cell" className={cn(cell, '@4xl:max-w-56')}>
                    <CardLabel>Dates</CardLabel>
                    <span className={value}>{couponDatesText(coupon)}</span>
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Uses</CardLabel>
                    <span className={value}>
                      <span className="whitespace-nowrap tabular-nums">{couponUsesText(coupon)}</span>
                      <span className="text-muted-foreground">{couponPerShopperText(coupon)}</span>
                    </span>
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Categories</CardLabel>
                    <span className={value}>{couponCategoriesText(coupon)}</span>
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Status</CardLabel>
                    <Badge variant={STATUS_BADGE[status]}>{status}</Badge>
                  </td>
                  <td role="cell" className={cn(cell, '@max-4xl:pt-1')}>
                    <div className="flex flex-wrap gap-2 @max-4xl:w-full @max-4xl:[&>*]:flex-1 @4xl:justify-end">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${coupon.code}`}
                        onClick={() => onEdit(coupon)}
                      >
                        <PencilIcon aria-hidden />
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${coupon.paused ? 'Resume' : 'Pause'} ${coupon.code}`}
                        aria-busy={busy || undefined}
                        aria-disabled={busy || undefined}
                        className="aria-disabled:cursor-progress aria-disabled:opacity-70"
                        onClick={() => {
                          if (!busy) onTogglePause(coupon);
                        }}
                      >
                        {coupon.paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
                        {coupon.paused ? 'Resume' : 'Pause'}
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={`Delete ${coupon.code}`}
                        onClick={() => onDelete(coupon)}
                      >
                        <Trash2Icon aria-hidden />
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
