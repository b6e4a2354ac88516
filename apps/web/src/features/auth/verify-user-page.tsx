// Owns /auth/verify-user: confirm the email with the mailed code, or ask for a new one (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyCodeBody } from '@shop/contract/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthForm, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { SendNewCodeButton } from '#web/features/auth/resend-button.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useSendCode } from '#web/features/auth/use-send-code.ts';
import { useRememberedEmail } from '#web/features/auth/use-remembered-email.ts';

/** The toast after verifying, when the server names no words of its own. */
export const VERIFIED = 'Your account is verified. You can now sign in.';

export function VerifyUserPage() {
  const rememberedEmail = useRememberedEmail();
  const form = useForm({
    resolver: zodResolver(verifyCodeBody),
    defaultValues: { email: rememberedEmail, providedCode: '' },
  });
  // The page's action verifies and goes on to sign in, or sends a new code (auth.verify-user.tsx).
  const submit = useAuthSubmit();
  const resend = useSendCode('verify-email', 'resend');
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  // The field's own message shows (and focus goes there) when the email is not one a code could go to.
  const showEmailError = async () => {
    await form.trigger('email');
    form.setFocus('email');
  };

  return (
    <AuthScreen
      title="Verify your email"
      description="Enter the 6-digit code we emailed you. It is valid for 10 minutes."
      footer={
        <p>
          Need an account?{' '}
          <Link to="/auth/register" className={authLinkClass}>
            Register
          </Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Verify User"
        after={
          <SendNewCodeButton
            purpose="verify-email"
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
          defaultValue={rememberedEmail}
          {...form.register('email')}
        />
        <TextField
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.providedCode?.message}
          {...form.register('providedCode')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
