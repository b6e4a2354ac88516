// Owns /auth/verify-user: confirm the email with the mailed code, or ask for a new one (SPEC §2).
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyCodeBody } from '@shop/contract/auth';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  AuthFooterLink,
  AuthForm,
  AuthScreen,
  codeField,
  emailField,
  showEmailError,
} from '#web/features/auth/auth-screen.tsx';
import { SendNewCodeButton } from '#web/features/auth/resend-button.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';
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
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  return (
    <AuthScreen
      title="Verify your email"
      description="Enter the 6-digit code we emailed you. It is valid for 10 minutes."
      footer={
        <AuthFooterLink lead="Need an account?" to="/auth/register">
          Register
        </AuthFooterLink>
      }
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => submit.submit(values))}
        busy={submit.busy}
        submitLabel="Verify User"
        after={<SendNewCodeButton purpose="verify-email" email={email} onInvalidEmail={() => showEmailError(form)} />}
      >
        <TextField {...emailField(errors.email?.message, rememberedEmail)} {...form.register('email')} />
        <TextField {...codeField(errors.providedCode?.message, 6)} {...form.register('providedCode')} />
      </AuthForm>
    </AuthScreen>
  );
}
