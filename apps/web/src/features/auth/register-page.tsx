// Owns /auth/register: create an account, then go and verify the email (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { signupBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthForm, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useRememberedEmail } from '#web/features/auth/use-remembered-email.ts';

/** The toast after signing up, when the server names no words of its own. */
export const REGISTERED = 'Registration successful. Check your email for the verification code.';

export function RegisterPage() {
  // A sign-up posted without JavaScript and refused comes back with its email (auth.register.tsx).
  const rememberedEmail = useRememberedEmail();
  const form = useForm({
    resolver: zodResolver(signupBody),
    defaultValues: { userName: '', email: rememberedEmail, password: '' },
  });
  // The page's action signs up and goes on to verify the email (auth.register.tsx).
  const submit = useAuthSubmit();
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Create your account"
      description="We'll email you a 6-digit code to confirm it's you."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/auth/login" className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Sign Up"
      >
        <TextField
          label="User Name"
          autoComplete="name"
          error={errors.userName?.message}
          {...form.register('userName')}
        />
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
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
