// Owns the account's "Your data" (DPDP Act 2023): downloading what the shop holds about the shopper, and deleting the
// account after a dialog that says what is erased and what GST law keeps.
import { FRESH_SIGNIN_MINUTES, INVOICE_RETENTION_MONTHS } from '@shop/contract/privacy';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '#web/features/account/api/delete-account.ts';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

export function YourData() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const { logout } = useSession();
  const navigate = useNavigate();

  async function deleteAccount() {
    if (remove.isPending) return;
    const deleted = await remove.mutateAsync(password).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    setOpen(false);
    // The server has ended the session; this forgets the shopper and every answer cached for them.
    await logout();
    toast(ACCOUNT_DELETED);
    await navigate('/shop/home');
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Your data
        </h2>
        <p className="text-muted-foreground">
          Download everything we hold about you, or delete your account. Tax invoices are kept for the years GST law
          requires.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" size="sm">
          <a href={ACCOUNT_EXPORT_URL} download>
            <DownloadIcon aria-hidden />
            Download my data
          </a>
        </Button>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            // No closing halfway through: the answer decides.
            if (remove.isPending) return;
            setOpen(next);
            if (!next) {
              setPassword('');
              remove.reset();
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive" size="sm">
              <Trash2Icon aria-hidden />
              Delete my account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void deleteAccount();
              }}
            >
              <AlertDialogHeader>
                <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                <AlertDialogDescription>
                  Your name, email, addresses, phone numbers, WhatsApp updates, stock alerts and cart are erased, your
                  reviews stay under “Former customer”, and you are signed out everywhere. Tax invoices for your paid
                  orders, with the name and address on them, are kept for {INVOICE_RETENTION_MONTHS / 12} years as GST
                  law requires. This cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                hint={`Signed in with a mailed link in the last ${FRESH_SIGNIN_MINUTES} minutes? You may leave it empty.`}
                error={remove.error?.message}
              />
              <AlertDialogFooter>
                <AlertDialogCancel type="button" disabled={remove.isPending}>
                  Keep my account
                </AlertDialogCancel>
                {/* A submit button rather than Radix's Action, which would close the dialog before the answer. */}
                <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending}>
                  {remove.isPending ? 'Deleting…' : 'Delete my account'}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </section>
  );
}
