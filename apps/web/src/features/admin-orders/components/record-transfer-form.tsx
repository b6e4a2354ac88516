// Owns "Record transfer" under a Cash on Delivery refund that waits for its bank or UPI reference.
import { zodResolver } from '@hookform/resolvers/zod';
import { recordTransferBody } from '@shop/contract/refunds';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useRecordTransfer } from '#web/features/admin-orders/api/record-transfer.ts';

const resolver = zodResolver(recordTransferBody);

export function RecordTransferForm({ refundId }: { refundId: string }) {
  const record = useRecordTransfer();
  const form = useForm({ resolver, defaultValues: { reference: '' } });
  return (
    <form
      noValidate
      className="grid gap-2 border-t border-border pt-2 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={form.handleSubmit(async ({ reference }) => {
        if (record.isPending) return;
        await record.mutateAsync({ refundId, reference }).catch(() => undefined);
      })}
    >
      <TextField
        label="Transfer reference (bank/UPI)"
        autoComplete="off"
        maxLength={60}
        error={form.formState.errors.reference?.message}
        {...form.register('reference')}
      />
      {/* Lined up with the field, below its label. */}
      <Button type="submit" variant="outline" className="sm:mt-6" aria-busy={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record transfer'}
      </Button>
    </form>
  );
}
