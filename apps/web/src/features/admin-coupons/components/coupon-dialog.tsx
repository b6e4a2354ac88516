// Owns the dialog that holds the coupon form: 'Add coupon' or, for an existing code, 'Edit coupon'. Loaded on demand,
// since the form brings the contract's schema (and zod) with it.
import type { Coupon } from '@shop/contract/coupons';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { CouponForm } from '#web/features/admin-coupons/components/coupon-form.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CouponDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The coupon to edit, or null to add one. */
  coupon: Coupon | null;
};

export function CouponDialog({ open, onOpenChange, coupon }: CouponDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{coupon ? `Edit coupon ${coupon.code}` : 'Add coupon'}</DialogTitle>
          <DialogDescription>
            {coupon
              ? 'Changes apply to orders placed from now on; orders already placed keep their discount.'
              : 'A percentage or a fixed amount off, within the dates and limits you set.'}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so switching between coupons (or to a new one) starts from fresh values. */}
        <CouponForm
          key={coupon?._id ?? 'new'}
          coupon={coupon}
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
