// Owns "Confirm after a call": staff confirm a Cash on Delivery order the shopper has not confirmed themselves, once
// they have spoken to them, writing down what the shopper said.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Order } from '@shop/contract/orders';
import { staffConfirmCodBody } from '@shop/contract/whatsapp';
import { useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { formatPhone } from '#web/entities/whatsapp/whatsapp-api.ts';
import { useConfirmCodAfterCall } from '#web/features/admin-orders/api/confirm-cod-after-call.ts';

// The contract's limits and words for the note.
const resolver = zodResolver(staffConfirmCodBody);

export function ConfirmCodForm({
  order,
  focusAfter,
}: {
  order: Order;
  /** Where focus goes once the order is confirmed: this form is gone with the wait. */
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  const confirm = useConfirmCodAfterCall();
  const form = useForm({ resolver, defaultValues: { note: '' } });
  const { phone } = order.address_info;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border border-accent bg-accent-soft p-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          Confirm after a call
        </h3>
        <p className="text-muted-foreground">
          The shopper has not confirmed this Cash on Delivery order
          {order.cod_confirm_until ? ` (it is cancelled at ${formatDateTime(order.cod_confirm_until)})` : ''}. Call them
          on{' '}
          <a href={`tel:${phone}`} className="font-medium text-accent underline underline-offset-4">
            {formatPhone(phone)}
          </a>
          ; once they say they want it, confirm it here.
        </p>
      </div>
      <form
        noValidate
        aria-labelledby={headingId}
        className="grid gap-3"
        onSubmit={form.handleSubmit(async ({ note }) => {
          if (confirm.isPending) return;
          const confirmed = await confirm.mutateAsync({ id: order._id, note }).then(
            () => true,
            () => false,
          );
          if (confirmed) focusAfter.current?.focus();
        })}
      >
        <FormField
          label="What the shopper said"
          hint="3 to 300 characters. It goes on the order’s timeline."
          error={form.formState.errors.note?.message}
        >
          {(control) => <Textarea {...control} rows={2} maxLength={300} {...form.register('note')} />}
        </FormField>
        {/* Never disabled: a focused button that becomes disabled drops keyboard focus out of the dialog. */}
        <Button type="submit" className="w-full sm:w-fit" aria-busy={confirm.isPending}>
          Confirm order
        </Button>
      </form>
    </section>
  );
}
