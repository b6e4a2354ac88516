// Owns the shopper's "Return or exchange" dialog: the form over the order's lines, and sending the request.
import { useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
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
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import type { ReturnRequestBody } from '#web/features/account/api/return-api.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { useRequestReturn } from '#web/features/account/api/request-return.ts';
import { ReturnLineFields } from '#web/features/account/return-line-fields.tsx';
import {
  emptyReturnForm,
  returnFormResolver,
  type ReturnFormValues,
} from '#web/features/account/return-request-form-values.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type ReturnRequestDialogProps = {
  order: Order;
  /** How many of each line may still go back (order_item_id → quantity). */
  returnable: ReadonlyMap<string, number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the request is sent: the button that opened the form may be gone. */
  focusAfterSend: RefObject<HTMLElement | null>;
};

export function ReturnRequestDialog({
  order,
  returnable,
  open,
  onOpenChange,
  focusAfterSend,
}: ReturnRequestDialogProps) {
  const sent = useRef(false);
  const returnFocus = useReturnFocus({ fallback: focusAfterSend, preferFallback: () => sent.current });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onOpenAutoFocus={() => {
          sent.current = false;
          returnFocus.onOpenAutoFocus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Return or exchange</DialogTitle>
          <DialogDescription>
            Tick what you are sending back, by {order.return_until ? formatDateTime(order.return_until) : 'soon'}. A
            refund goes to the way you paid once the parcel reaches us; an exchange is sent at no charge.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh form each time it opens. */}
        {open && (
          <ReturnRequestForm
            order={order}
            returnable={returnable}
            onSent={() => {
              sent.current = true;
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnRequestForm({
  order,
  returnable,
  onSent,
}: {
  order: Order;
  returnable: ReadonlyMap<string, number>;
  onSent: () => void;
}) {
  const request = useRequestReturn();
  const form = useForm<ReturnFormValues, unknown, ReturnRequestBody>({
    resolver: returnFormResolver(order),
    defaultValues: emptyReturnForm(order),
  });
  const rootError = form.formState.errors.root?.message;

  return (
    <form
      noValidate
      className="grid gap-4 text-sm"
      onSubmit={form.handleSubmit(async (body) => {
        if (request.isPending) return;
        // The mutation toasts the answer either way; the form stays open after a refusal.
        const done = await request.mutateAsync({ orderId: order._id, body }).then(
          () => true,
          () => false,
        );
        if (done) onSent();
      })}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Items</legend>
        <ul className="grid gap-3">
          {order.cart_items.map((item, index) => (
            <ReturnLineFields
              key={item._id}
              form={form}
              index={index}
              item={item}
              returnable={returnable.get(item._id) ?? 0}
            />
          ))}
        </ul>
        {rootError && (
          <p role="alert" className="font-medium text-destructive">
            {rootError}
          </p>
        )}
      </fieldset>
      <FormField
        label="Note (optional)"
        hint="Anything that helps us, such as what is wrong with it."
        error={form.formState.errors.note?.message}
      >
        {(control) => <Textarea {...control} maxLength={500} {...form.register('note')} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" aria-busy={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
