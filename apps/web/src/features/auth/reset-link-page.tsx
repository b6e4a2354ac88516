// Owns /auth/reset/:token: the page a reset mail's link opens: the reset form with the email and the code filled in,
// or, when the link is spent, the way on to a new code.
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { AuthFooterLink, AuthNotice, AuthScreen } from '#web/features/auth/auth-screen.tsx';
import { VerifyForgotPasswordPage } from '#web/features/auth/verify-forgot-password-page.tsx';

/** What the route's loader found for the link: what it fills in, or why it cannot. */
export type ResetLinkState = { filled: { email: string; providedCode: string } } | { problem: string };

export function ResetLinkPage({ state }: { state: ResetLinkState }) {
  if ('filled' in state) return <VerifyForgotPasswordPage filled={state.filled} />;
  return (
    <AuthScreen
      title="Set a new password"
      footer={
        <AuthFooterLink lead="Remembered it?" to="/auth/login">
          Login
        </AuthFooterLink>
      }
    >
      <AuthNotice>
        <p role="alert">{state.problem}</p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth/forgot-password">Ask for a new code</Link>
        </Button>
      </AuthNotice>
    </AuthScreen>
  );
}
