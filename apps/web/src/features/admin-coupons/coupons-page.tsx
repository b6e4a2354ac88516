// Owns /admin/coupons: staff's discount codes with how each reads and stands, and adding, editing, pausing, resuming
// and deleting them.
import type { Coupon } from '@shop/contract/coupons';
import { PlusIcon, TicketPercentIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useCoupons } from '#web/features/admin-coupons/api/get-coupons.ts';
import { useDeleteCoupon } from '#web/features/admin-coupons/api/delete-coupon.ts';
import { usePauseCoupon } from '#web/features/admin-coupons/api/save-coupon.ts';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { CouponTable } from '#web/features/admin-coupons/components/coupon-table.tsx';
import { lazyComponent, MountWhenOpened } from '#web/lib/lazy-component.tsx';

// The form carries the contract's schema (zod): loaded when staff first add or edit a code.
const CouponDialog = lazyComponent(
  () => import('#web/features/admin-coupons/components/coupon-dialog.tsx'),
  'CouponDialog',
);

export function CouponsPage() {
  const coupons = useCoupons();
  const pause = usePauseCoupon();
  const deleteCoupon = useDeleteCoupon();
  const [dialog, setDialog] = useState<{ open: boolean; coupon: Coupon | null }>({ open: false, coupon: null });
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = coupons.data ?? [];
  const openDialog = (coupon: Coupon | null) => setDialog({ open: true, coupon });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Coupons
          </h1>
          {coupons.isSuccess && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {list.length === 1 ? '1 code' : `${list.length} codes`}
            </p>
          )}
        </div>
        <Button
          className="w-full sm:w-auto"
          onPointerEnter={CouponDialog.preload}
          onFocus={CouponDialog.preload}
          onClick={() => openDialog(null)}
        >
          <PlusIcon aria-hidden />
          Add coupon
        </Button>
      </div>

      <ListState
        query={coupons}
        count={list.length}
        loading={{ label: 'Loading the coupons', rows: 3, rowClassName: 'h-24' }}
        empty={{ icon: TicketPercentIcon, title: 'No coupons yet', hint: 'Add the first code with ‘Add coupon’.' }}
      >
        <CouponTable
          coupons={list}
          pausing={pause.isPending ? (pause.variables?._id ?? null) : null}
          onEdit={(coupon) => {
            CouponDialog.preload();
            openDialog(coupon);
          }}
          onTogglePause={(coupon) => pause.mutate(coupon)}
          onDelete={setToDelete}
        />
      </ListState>

      <MountWhenOpened open={dialog.open}>
        <CouponDialog
          open={dialog.open}
          coupon={dialog.coupon}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      </MountWhenOpened>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete ${toDelete.code}?` : 'Delete coupon?'}
        description="Shoppers can no longer use the code. Orders already placed keep their discount. This cannot be undone."
        pending={deleteCoupon.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toDelete) return false;
          return deleteCoupon.mutateAsync(toDelete._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </div>
  );
}
