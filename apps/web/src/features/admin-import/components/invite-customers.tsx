// Owns "Invite imported customers": how many imported customers have not been invited yet, and, once staff confirm
// that number, a sign-in link mailed to each of them (once ever: a second press mails nobody twice).
import { MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#web/components/ui/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  useCustomersWaitingForInvite,
  useInviteImportedCustomers,
} from '#web/features/admin-import/api/customer-import.ts';
import { count } from '#web/features/admin-import/components/import-actions.ts';

const customers = (n: number) => `${count(n)} imported ${n === 1 ? 'customer' : 'customers'}`;

export function InviteCustomers() {
  const waiting = useCustomersWaitingForInvite();
  const invite = useInviteImportedCustomers();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const n = waiting.data ?? 0;

  async function confirm() {
    try {
      const { invited } = await invite.mutateAsync();
      toast({ title: invited === 1 ? 'Invited 1 customer.' : `Invited ${count(invited)} customers.` });
      return true;
    } catch {
      return false; // the mutation toasted why
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Invite imported customers
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        {waiting.isPending
          ? 'Counting the customers not invited yet…'
          : waiting.isError
            ? 'The customers not invited yet could not be counted.'
            : n === 0
              ? 'No imported customer is waiting for an invitation.'
              : `${customers(n)} ${n === 1 ? 'has' : 'have'} not been invited yet. Each gets one mail with a link to log in; nobody is mailed twice.`}
      </p>
      <Button className="w-full sm:w-fit" disabled={n === 0} onClick={() => setOpen(true)}>
        <MailIcon aria-hidden />
        Invite imported customers
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Mail ${customers(n)}?`}
        description={`Each of the ${customers(n)} not invited yet gets one mail now, with a link to log in to the shop. This cannot be taken back.`}
        onConfirm={confirm}
        pending={invite.isPending}
        actionLabel={`Mail ${customers(n)}`}
        pendingLabel="Mailing…"
        cancelLabel="Not now"
        closeWhenRefused
      />
    </section>
  );
}
