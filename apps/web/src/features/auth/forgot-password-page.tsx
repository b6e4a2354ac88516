// Owns /auth/forgot-password: ask for a reset code by email (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { sendForgotPasswordCode } from '#web/features/auth/api/auth-api.ts';
import { AuthForm, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { useSendCode } from '#web/features/auth/use-send-code.ts';
import type { RememberedEmail } from '#web/features/auth/use-remembered-email.ts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(emailBody), defaultValues: { email: '' } });
  // On to the code's screen after a send, and after a 429 too: a code went to this email moments ago and still works,
  // and the next screen counts down the wait before another (resend-countdown.ts carries it over).
  const submit = useSendCode(sendForgotPasswordCode, 'reset-password', {
    onAnswered: (body) =>
      navigate('/auth/verify-forgot-password', { state: { email: body.email } satisfies RememberedEmail }),
  });
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
          <p>
            <Link to="/shop/home" className={authLinkClass}>
              Back to shop home
            </Link>
          </p>
        </>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.mutateAsync(values))}
        busy={submit.isPending}
        submitLabel="Continue"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
