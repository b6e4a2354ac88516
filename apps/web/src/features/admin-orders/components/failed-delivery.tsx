// Owns "Delivery attempt failed" in staff's order details: the courier's reason and attempts, and what staff ask of
// it (try again on a day in the next week, perhaps at a corrected address or phone, or bring the parcel back to us).
import { formatDate } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { ndrBody, type NdrBody } from '@shop/contract/shipping';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAnswerFailedDelivery } from '#web/features/admin-orders/api/answer-failed-delivery.ts';

type NdrShown = NonNullable<NonNullable<Order['shipment']>['ndr']>;
type ReattemptValues = { date: string; address: string; phone: string };

/** A day in India's calendar, `days` from today, as a date input takes it (YYYY-MM-DD). */
function indiaDay(days: number, now = new Date()): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

export function FailedDelivery({ order, ndr }: { order: Order; ndr: NdrShown }) {
  const headingId = useId();
  const [action, setAction] = useState<NdrBody['action']>('reattempt');
  const answer = useAnswerFailedDelivery();
  const form = useForm<ReattemptValues>({ defaultValues: { date: '', address: '', phone: '' } });
  const [first, last] = [indiaDay(1), indiaDay(7)];

  const submit = form.handleSubmit(async (values) => {
    if (answer.isPending) return;
    const trimmed = (text: string) => text.trim() || undefined;
    const body: NdrBody =
      action === 'return'
        ? { action }
        : { action, date: trimmed(values.date), address: trimmed(values.address), phone: trimmed(values.phone) };
    if (action === 'reattempt' && body.date && (body.date < first || body.date > last)) {
      form.setError('date', { message: 'Choose a day in the next 7 days' }, { shouldFocus: true });
      return;
    }
    // The contract's own words for a wrong phone or a short address, on the field they belong to.
    const parsed = ndrBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'date' || field === 'address' || field === 'phone') {
          form.setError(field, { message: issue.message }, { shouldFocus: true });
        }
      }
      return;
    }
    await answer.mutateAsync({ orderId: order._id, ...body }).catch(() => undefined);
  });

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-destructive bg-destructive/5 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        Delivery attempt failed
      </h3>
      <p>
        The courier says: <span className="font-medium">{ndr.reason}</span>
      </p>
      <p className="text-muted-foreground">
        {ndr.attempts === 1 ? '1 attempt' : `${ndr.attempts} attempts`}, the last on {formatDate(ndr.at)}
      </p>
      <form noValidate aria-labelledby={headingId} className="grid gap-3" onSubmit={(event) => void submit(event)}>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium">What should the courier do?</legend>
          <RadioGroup value={action} onValueChange={(value) => setAction(value as NdrBody['action'])} className="gap-2">
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${headingId}-reattempt`} value="reattempt" />
              <Label htmlFor={`${headingId}-reattempt`}>Re-attempt</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${headingId}-return`} value="return" />
              <Label htmlFor={`${headingId}-return`}>Return to us</Label>
            </div>
          </RadioGroup>
        </fieldset>
        {action === 'reattempt' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Deliver on"
              type="date"
              min={first}
              max={last}
              hint="Within the next 7 days; leave it empty for the courier’s next run."
              error={form.formState.errors.date?.message}
              {...form.register('date')}
            />
            <TextField
              label="Corrected phone (optional)"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              error={form.formState.errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label="Corrected address (optional)"
              autoComplete="off"
              maxLength={300}
              className="sm:col-span-2"
              error={form.formState.errors.address?.message}
              {...form.register('address')}
            />
          </div>
        )}
        <Button type="submit" className="w-full sm:w-fit" aria-busy={answer.isPending}>
          {action === 'return' ? 'Return to us' : 'Ask for a re-attempt'}
        </Button>
      </form>
    </section>
  );
}
