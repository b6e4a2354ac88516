// Owns /auth/change-password: a signed-in user replaces their password, then signs in afresh (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { AuthFooterLink, AuthForm, AuthScreen, emailField, newPasswordField } from '#web/features/auth/auth-screen.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';

/** The toast after a change, when the server names no words of its own. */
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in again.';

export function ChangePasswordPage() {
  const { user } = useSession();
  const accountEmail = user?.email ?? '';
  const form = useForm({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { email: accountEmail, oldPassword: '', newPassword: '' },
  });
  // The page's action changes the password, then logs out and goes on to sign in (auth.change-password.tsx): the
  // spec's "further action" after a change is most likely a logout; signing in again proves the new password.
  const submit = useAuthSubmit();
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Change your password"
      description="You'll be asked to sign in again with the new password."
      footer={<AuthFooterLink to="/shop/home">Back to shop home</AuthFooterLink>}
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Change password"
      >
        <TextField {...emailField(errors.email?.message, accountEmail)} {...form.register('email')} />
        <TextField
          label="Old Password"
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <TextField {...newPasswordField(errors.newPassword?.message)} {...form.register('newPassword')} />
      </AuthForm>
    </AuthScreen>
  );
}
