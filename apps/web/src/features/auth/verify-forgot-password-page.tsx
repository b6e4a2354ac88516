// Owns /auth/verify-forgot-password: set a new password with the mailed code (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_CODE_DIGITS, resetPasswordBody } from '@shop/contract/auth';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  AuthFooterLink,
  AuthForm,
  AuthScreen,
  codeField,
  emailField,
  newPasswordField,
  showEmailError,
} from '#web/features/auth/auth-screen.tsx';
import { SendNewCodeButton } from '#web/features/auth/resend-button.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useRememberedEmail } from '#web/features/auth/use-remembered-email.ts';

/** The toast after a reset, when the server names no words of its own. */
export const PASSWORD_RESET = 'Your password has been changed. Please sign in.';

/** `filled`: the email and code a reset mail's link filled in (reset-link-page.tsx). */
export function VerifyForgotPasswordPage({ filled }: { filled?: { email: string; providedCode: string } }) {
  const rememberedEmail = useRememberedEmail();
  const initialEmail = filled?.email ?? rememberedEmail;
  const form = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email: initialEmail, providedCode: filled?.providedCode ?? '', newPassword: '' },
  });
  // The page's action sets the password and goes on to sign in, or sends a new code (reset-password-action.ts).
  const submit = useAuthSubmit();
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Set a new password"
      description={
        filled
          ? 'The code from your email is filled in: choose a new password.'
          : `Enter the ${RESET_CODE_DIGITS}-digit code we emailed you and choose a new password.`
      }
      footer={
        <AuthFooterLink lead="Remembered it?" to="/auth/login">
          Login
        </AuthFooterLink>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Forgot password"
        after={<SendNewCodeButton purpose="reset-password" email={email} onInvalidEmail={() => showEmailError(form)} />}
      >
        <TextField {...emailField(errors.email?.message, initialEmail)} {...form.register('email')} />
        <TextField
          {...codeField(errors.providedCode?.message, RESET_CODE_DIGITS, filled?.providedCode)}
          {...form.register('providedCode')}
        />
        <TextField {...newPasswordField(errors.newPassword?.message)} {...form.register('newPassword')} />
      </AuthForm>
    </AuthScreen>
  );
}
