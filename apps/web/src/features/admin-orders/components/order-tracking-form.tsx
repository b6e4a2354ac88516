// Owns what staff write on an order besides its status: the parcel's carrier and tracking number (the shopper sees
// them, with the courier's link when we know it) and private notes (the timeline only).
import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIERS } from '@shop/contract/carriers';
import { updateOrderStatusBody, type Order } from '@shop/contract/orders';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useSaveOrderTracking } from '#web/features/admin-orders/api/save-order-tracking.ts';

type TrackingValues = { carrier: string; trackingNumber: string };
type NoteValues = { note: string };

// The contract's limits and words. The tracking form always sends both fields; a blank note is caught on submit.
const trackingResolver = zodResolver(updateOrderStatusBody) as unknown as Resolver<TrackingValues>;
const noteResolver = zodResolver(updateOrderStatusBody) as unknown as Resolver<NoteValues>;

export function OrderTrackingForm({ order }: { order: Order }) {
  const headingId = useId();
  const carriersId = useId();
  const save = useSaveOrderTracking();
  const tracking = useForm<TrackingValues>({
    resolver: trackingResolver,
    // Follows what the server holds, so after a save (or a colleague's) the fields show it.
    values: { carrier: order.carrier ?? '', trackingNumber: order.tracking_number ?? '' },
  });
  const notes = useForm<NoteValues>({ resolver: noteResolver, defaultValues: { note: '' } });
  const shipped = ['inShipping', 'delivered'].includes(order.order_status);

  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-border pt-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          Sent another way: tracking and notes
        </h3>
        <p className="text-muted-foreground">
          For a parcel not booked through “Ship” above: the carrier and tracking number the shopper sees.
        </p>
      </div>
      <form
        noValidate
        aria-label="Tracking"
        className="grid gap-3"
        onSubmit={tracking.handleSubmit(async (values) => {
          if (save.isPending) return;
          await save.mutateAsync({ id: order._id, ...values }).catch(() => undefined);
        })}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Carrier"
            list={carriersId}
            autoComplete="off"
            maxLength={60}
            hint="Pick one or type another"
            error={tracking.formState.errors.carrier?.message}
            {...tracking.register('carrier')}
          />
          <datalist id={carriersId}>
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier} />
            ))}
          </datalist>
          <TextField
            label="Tracking number"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            hint={shipped ? 'The shopper sees it' : 'Save it before In Shipping: the mail carries it'}
            error={tracking.formState.errors.trackingNumber?.message}
            {...tracking.register('trackingNumber')}
          />
        </div>
        <Button type="submit" variant="outline" className="w-full sm:w-fit" aria-busy={save.isPending}>
          Save tracking
        </Button>
      </form>
      <form
        noValidate
        aria-label="Private note"
        className="grid gap-3"
        onSubmit={notes.handleSubmit(
          async ({ note }) => {
            if (save.isPending) return;
            const saved = await save.mutateAsync({ id: order._id, note }).then(
              () => true,
              () => false,
            );
            if (saved) notes.reset();
          },
          // A blank note fails only the contract's "send something" rule, which names no field.
          (errors) => {
            if (!errors.note) notes.setError('note', { message: 'Write the note first' }, { shouldFocus: true });
          },
        )}
      >
        <FormField
          label="Private note"
          hint="Only staff see notes, on the timeline."
          error={notes.formState.errors.note?.message}
        >
          {(control) => <Textarea {...control} maxLength={1000} rows={3} {...notes.register('note')} />}
        </FormField>
        {/* Never disabled: a focused button that becomes disabled drops keyboard focus out of the dialog. */}
        <Button type="submit" variant="outline" className="w-full sm:w-fit" aria-busy={save.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
