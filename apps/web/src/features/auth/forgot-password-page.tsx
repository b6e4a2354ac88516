// Owns /auth/forgot-password: ask for a reset code by email (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthFooterLink, AuthForm, AuthScreen, authLinkClass, emailField } from '#web/features/auth/auth-screen.tsx';
import { useSendCode } from '#web/features/auth/use-send-code.ts';

export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(emailBody), defaultValues: { email: '' } });
  // The page's action sends the code and goes on to the code's screen, after a 429 too (auth.forgot-password.tsx);
  // the wait it names counts down there (resend-countdown.ts carries it over).
  const submit = useSendCode('reset-password');
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Forgot your password?"
      description="Enter your account's email and we'll send you a code to set a new password."
      footer={
        <>
          <p>
            Remembered it?{' '}
            <Link to="/auth/login" className={authLinkClass}>
              Login
            </Link>{' '}
            or{' '}
            <Link to="/auth/register" className={authLinkClass}>
              Register
            </Link>
          </p>
          <AuthFooterLink to="/shop/home">Back to shop home</AuthFooterLink>
        </>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.sendTo(values.email, () => undefined))}
        busy={submit.isPending}
        submitLabel="Continue"
      >
        <TextField {...emailField(errors.email?.message)} {...form.register('email')} />
      </AuthForm>
    </AuthScreen>
  );
}
