// Owns the "Staff rules" card: whether every member must sign in with a second factor (saved as it is switched), and
// the largest refund the Support role may give on its own.
import type { StaffPolicy } from '@shop/contract/staff';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveStaffPolicy, useStaffPolicy } from '#web/features/admin-staff/api/staff-policy.ts';

export function StaffRulesCard() {
  const policy = useStaffPolicy();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Staff rules
      </h2>
      {policy.isPending ? (
        <Skeleton role="status" aria-label="Loading the staff rules" className="h-24" />
      ) : policy.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm">
          <p>{policy.error.message}</p>
          <Button variant="outline" onClick={() => void policy.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <StaffRules key={JSON.stringify(policy.data)} saved={policy.data} />
      )}
    </section>
  );
}

function StaffRules({ saved }: { saved: StaffPolicy }) {
  const save = useSaveStaffPolicy();
  const [limit, setLimit] = useState(String(saved.support_refund_limit));
  const switchId = useId();
  const hintId = `${switchId}-hint`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ ...saved, support_refund_limit: Number(limit) });
  }

  return (
    <div className="grid gap-6">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Require two-factor sign-in for all staff</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            Each member then signs in with a code from an authenticator app as well as their password.
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={saved.require_two_factor}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate({ ...saved, require_two_factor: on })}
        />
      </div>
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
        <TextField
          label="Largest refund Support may give (₹)"
          hint="A larger refund needs a Manager or the Owner."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
        <Button type="submit" variant="outline" className="w-full sm:w-auto" disabled={save.isPending}>
          Save limit
        </Button>
      </form>
    </div>
  );
}
