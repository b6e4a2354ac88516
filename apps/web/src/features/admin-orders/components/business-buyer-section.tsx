// Owns the business buyer in staff's order details: "Edit business details" opening a small dialog (GSTIN and business
// name, checked as at checkout; Remove makes it a consumer's order again), or why they can no longer change (the
// invoice is filed in a downloaded GSTR-1, or a credit note reduces it).
import { zodResolver } from '@hookform/resolvers/zod';
import { editBuyerBody, type EditBuyerBody, type Order } from '@shop/contract/orders';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useEditOrderBuyer } from '#web/features/admin-orders/api/edit-order-buyer.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

type BuyerValues = { buyer_gstin: string; buyer_business_name: string };

// The contract's schema: the GSTIN's shape, state code and check character (buyerGstinProblem), in the server's words.
const buyerResolver = zodResolver(editBuyerBody) as unknown as Resolver<BuyerValues, unknown, EditBuyerBody>;

export function BusinessBuyerSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  const editable = order.allowed_actions.includes('edit_buyer');
  if (!editable && !order.buyer_locked) return null;
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <p className="text-muted-foreground">
        {order.buyer_gstin
          ? 'The tax invoice is made out to the business above.'
          : 'A business buying for its books gets its GSTIN and name on the tax invoice.'}
      </p>
      {editable ? (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          Edit business details
        </Button>
      ) : (
        <p role="note">{order.buyer_locked}.</p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Business details</DialogTitle>
            <DialogDescription>
              The buyer’s GSTIN and name go on the tax invoice; its state is the place of supply. An invoice already
              issued is issued again with the same number and date.
            </DialogDescription>
          </DialogHeader>
          {open && <BusinessBuyerForm order={order} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function BusinessBuyerForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const edit = useEditOrderBuyer();
  const form = useForm<BuyerValues, unknown, EditBuyerBody>({
    resolver: buyerResolver,
    defaultValues: { buyer_gstin: order.buyer_gstin ?? '', buyer_business_name: order.buyer_business_name ?? '' },
  });
  const { errors } = form.formState;
  // The mutation toasts the answer either way; after a refusal the dialog stays open with what was typed.
  const save = async (body: EditBuyerBody) => {
    if (edit.isPending) return;
    const done = await edit.mutateAsync({ id: order._id, body }).then(
      () => true,
      () => false,
    );
    if (done) onDone();
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)}>
      <TextField
        label="GSTIN"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        hint="15 characters, e.g. 29AABCU9603R1ZJ"
        className="[&_input]:uppercase"
        error={errors.buyer_gstin?.message}
        {...form.register('buyer_gstin')}
      />
      <TextField
        label="Business name"
        autoComplete="organization"
        maxLength={100}
        error={errors.buyer_business_name?.message}
        {...form.register('buyer_business_name')}
      />
      <DialogFooter className="gap-2">
        {order.buyer_gstin && (
          <Button
            type="button"
            variant="destructive"
            className="sm:mr-auto"
            disabled={edit.isPending}
            onClick={() => void save({ buyer_gstin: null, buyer_business_name: null })}
          >
            Remove
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="outline" disabled={edit.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={edit.isPending} aria-busy={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
