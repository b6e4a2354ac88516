// Owns /auth/register: create an account, then go and verify the email (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { signupBody } from '@shop/contract/auth';
import { useForm } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthFooterLink, AuthForm, AuthScreen, emailField, newPasswordField } from '#web/features/auth/auth-screen.tsx';
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
        <AuthFooterLink lead="Already have an account?" to="/auth/login">
          Login
        </AuthFooterLink>
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
        <TextField {...emailField(errors.email?.message, rememberedEmail)} {...form.register('email')} />
        <TextField {...newPasswordField(errors.password?.message, 'Password')} {...form.register('password')} />
      </AuthForm>
    </AuthScreen>
  );
}
