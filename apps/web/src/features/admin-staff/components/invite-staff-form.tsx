// Owns the "Invite staff" card: an email and a role (each role's description read with the choice); the server mails
// the invitation and its answer is toasted.
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shop/contract/permissions';
import { MailPlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useInviteStaff } from '#web/features/admin-staff/api/change-staff.ts';

export function InviteStaffForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const headingId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Invite staff
        </h2>
        <p className="text-sm text-muted-foreground">
          They get a mail with a link to choose their name and password. The link works for a few days.
        </p>
      </div>
      <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField label="Role" hint={STAFF_ROLE_DESCRIPTIONS[role]}>
          {(control) => (
            <Select {...control} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((each) => (
                <option key={each} value={each}>
                  {STAFF_ROLE_LABELS[each]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          type="submit"
          className="w-full md:mt-7 md:w-auto"
          disabled={invite.isPending}
          aria-busy={invite.isPending}
        >
          <MailPlusIcon aria-hidden />
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </section>
  );
}
