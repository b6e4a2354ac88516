// Owns /auth/login: sign in with email and password (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { signinBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSession } from '#web/entities/session/session.tsx';
import { signIn } from '#web/features/auth/api/auth-api.ts';
import { AuthForm, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
import { useRememberedEmail, type RememberedEmail } from '#web/features/auth/use-remembered-email.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const rememberedEmail = useRememberedEmail();
  const form = useForm({
    resolver: zodResolver(signinBody),
    defaultValues: { email: rememberedEmail, password: '' },
  });
  const submit = useAuthSubmit(signIn, {
    successMessage: 'Logged in successfully',
    onSuccess: async () => {
      await refresh();
      // The guard then moves an admin on to the dashboard.
      await navigate('/shop/home');
    },
  });
  const { errors } = form.formState;
  // The server answers 403 only for an account whose email is not verified yet: offer the way there.
  const needsVerification = submit.data?.status === 403;

  return (
    <AuthScreen
      title="Welcome back"
      description="Sign in to see your cart, orders and saved addresses."
      footer={
        <>
          <p>
            Don&apos;t have an account?{' '}
            <Link to="/auth/register" className={authLinkClass}>
              Register
            </Link>
          </p>
          <p>
            <Link to="/auth/forgot-password" className={authLinkClass}>
              Forgot password?
            </Link>
          </p>
        </>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.mutateAsync(values))}
        busy={submit.isPending}
        submitLabel="Sign In"
        after={
          needsVerification && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {submit.data?.message}{' '}
              <Link
                to="/auth/verify-user"
                state={{ email: form.getValues('email') } satisfies RememberedEmail}
                className={authLinkClass}
              >
                Verify your email
              </Link>
            </p>
          )
        }
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </AuthForm>
    </AuthScreen>
  );
}
