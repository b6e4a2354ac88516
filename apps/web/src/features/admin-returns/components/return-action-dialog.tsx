// Owns confirming a step of a return: approve, reject (a note for the shopper required) or mark received (restocks,
// then refunds or places the replacement), with staff's note.
import { formatRupees } from '@shop/contract/money';
import type { ReturnRequest } from '@shop/contract/refunds';
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
import { useUpdateReturn, type ReturnAction } from '#web/features/admin-returns/api/update-return.ts';
import { ACTION_LABELS } from '#web/features/admin-returns/components/return-request-card.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type ReturnActionDialogProps = {
  /** The request and the step; null when closed (the last one stays shown while it closes). */
  chosen: { request: ReturnRequest; action: ReturnAction } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const TITLES: Record<ReturnAction, string> = {
  approve: 'Approve this return?',
  reject: 'Reject this return?',
  receive: 'Mark the parcel received?',
};

function consequence(request: ReturnRequest, action: ReturnAction): string {
  if (action === 'approve') return 'The shopper is told to send the parcel back.';
  if (action === 'reject') return 'Nothing is refunded or exchanged. The shopper sees your note.';
  const exchanges = request.items.some((item) => item.exchange_variant_id !== null);
  const parts = [
    request.refund_amount > 0 ? `${formatRupees(request.refund_amount)} is refunded to the shopper` : null,
    exchanges ? 'a replacement order is placed, at no charge, for what is exchanged' : null,
  ].filter(Boolean);
  return `Its items go back in stock${parts.length > 0 ? `, and ${parts.join('; ')}` : ''}.`;
}

export function ReturnActionDialog({ chosen, open, onOpenChange }: ReturnActionDialogProps) {
  const returnFocus = useReturnFocus();
  if (!chosen) return null;
  const { request, action } = chosen;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{TITLES[action]}</DialogTitle>
          <DialogDescription>{consequence(request, action)}</DialogDescription>
        </DialogHeader>
        {open && (
          <ReturnActionForm
            key={`${request._id}-${action}`}
            request={request}
            action={action}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnActionForm({
  request,
  action,
  onDone,
}: {
  request: ReturnRequest;
  action: ReturnAction;
  onDone: () => void;
}) {
  const update = useUpdateReturn();
  const form = useForm({ defaultValues: { note: '' } });
  const required = action === 'reject';
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(async ({ note }) => {
        if (update.isPending) return;
        const done = await update.mutateAsync({ id: request._id, action, note }).then(
          () => true,
          () => false,
        );
        if (done) onDone();
      })}
    >
      <FormField
        label={required ? 'Note to the shopper' : 'Note to the shopper (optional)'}
        hint={required ? 'Say why: the shopper reads it with the rejection.' : undefined}
        error={form.formState.errors.note?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            {...form.register('note', {
              validate: (note) => !required || note.trim().length > 0 || 'Say why the return is rejected',
              maxLength: { value: 500, message: 'Keep the note under 500 characters' },
            })}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={action === 'reject' ? 'destructive' : 'default'}
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Saving…' : ACTION_LABELS[action]}
        </Button>
      </DialogFooter>
    </form>
  );
}
