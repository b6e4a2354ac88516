// Owns /auth/verify-forgot-password: set a new password with the mailed code (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_CODE_DIGITS, resetPasswordBody } from '@shop/contract/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthForm, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { SendNewCodeButton } from '#web/features/auth/resend-button.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useSendCode } from '#web/features/auth/use-send-code.ts';
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
  const resend = useSendCode('reset-password', 'resend');
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  const showEmailError = async () => {
    await form.trigger('email');
    form.setFocus('email');
  };

  return (
    <AuthScreen
      title="Set a new password"
      description={
        filled
          ? 'The code from your email is filled in: choose a new password.'
          : `Enter the ${RESET_CODE_DIGITS}-digit code we emailed you and choose a new password.`
      }
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/auth/login" className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Forgot password"
        after={
          <SendNewCodeButton
            purpose="reset-password"
            email={email}
            busy={resend.isPending}
            onSend={() => resend.sendTo(email, showEmailError)}
          />
        }
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          // The server's HTML carries it too (react-hook-form fills fields only once the app runs).
          defaultValue={initialEmail}
          {...form.register('email')}
        />
        <TextField
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_DIGITS}
          defaultValue={filled?.providedCode}
          error={errors.providedCode?.message}
          {...form.register('providedCode')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
