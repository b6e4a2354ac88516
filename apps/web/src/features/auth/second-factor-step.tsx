// Owns a sign-in's second step for an account guarded by an authenticator app: the app's 6-digit code, or one of the
// recovery codes, with the ticket the first step was answered with (POST /api/auth/2fa/verify).
import { twoFactorVerifyBody } from '@shop/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuthForm, AuthNotice, AuthScreen, authLinkClass } from '#web/features/auth/auth-screen.tsx';
import { useAuthSubmit } from '#web/features/auth/use-auth-submit.ts';

/** Where the second step stands: its ticket, which kind of code is asked for, and what the last try was told. */
export type SecondFactorState = { ticket: string; recovery: boolean; problem?: string | undefined };

/** What a sign-in route's action answers a form posted without JavaScript while the second step is on screen. */
export type SecondFactorPosted = { secondFactor: SecondFactorState };

export function isSecondFactorPosted(value: unknown): value is SecondFactorPosted {
  return typeof value === 'object' && value !== null && 'secondFactor' in value;
}

/** The intent the step's form posts with (app/second-factor-action.ts reads it). */
const SECOND_FACTOR = 'second-factor';

export const APP_CODE_PROMPT = 'Enter the 6-digit code from your authenticator app.';
const RECOVERY_PROMPT =
  'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.';

/**
 * The form posts to the page's own route (its action reads `intent=second-factor`, the ticket and the code), so the
 * step works before the app runs; "Use a recovery code instead" is then a submit of its own (`switch-to`).
 */
export function SecondFactorStep({ state, onRestart }: { state: SecondFactorState; onRestart?: () => void }) {
  const [recovery, setRecovery] = useState(state.recovery);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // The page's action checks the code and signs in (second-factor-action.ts), or answers the step again, saying why.
  const submit = useAuthSubmit<SecondFactorPosted>(SECOND_FACTOR);
  const [tries, setTries] = useState(0);
  const refusal = isSecondFactorPosted(submit.data) ? submit.data.secondFactor.problem : state.problem;

  // The step replaces the password form: put the cursor where the code goes, which also reads its label out.
  useEffect(() => input.current?.focus(), [recovery]);

  function switchKind() {
    setRecovery((was) => !was);
    setCode('');
    setFieldError(undefined);
  }

  return (
    <AuthScreen
      title="Two-factor sign-in"
      description={recovery ? RECOVERY_PROMPT : APP_CODE_PROMPT}
      footer={
        <p>
          Not you, or taking too long?{' '}
          <Link to="/auth/login" onClick={onRestart} className={authLinkClass}>
            Start again
          </Link>
        </p>
      }
    >
      <AuthForm
        intent={SECOND_FACTOR}
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = twoFactorVerifyBody.safeParse({ ticket: state.ticket, code });
          if (!parsed.success) {
            setFieldError(parsed.error.issues[0]?.message);
            input.current?.focus();
            return;
          }
          setFieldError(undefined);
          setTries((count) => count + 1);
          void submit.submit({ ticket: state.ticket, code, recovery: recovery ? 'yes' : 'no' });
        }}
        // After a success the ticket is spent: keep the button off while the session loads and the page moves on.
        busy={submit.busy || submit.answer?.to !== undefined}
        submitLabel="Verify"
        after={
          <>
            <Button
              type="submit"
              variant="link"
              name="switch-to"
              value={recovery ? 'app' : 'recovery'}
              formNoValidate
              onClick={(event) => {
                event.preventDefault();
                switchKind();
              }}
            >
              {recovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
            </Button>
            {refusal && (
              // A new alert for each answer, so a second wrong code is read out again.
              <AuthNotice key={tries}>
                <p role="alert">{refusal}</p>
              </AuthNotice>
            )}
          </>
        }
      >
        <input type="hidden" name="ticket" value={state.ticket} />
        <input type="hidden" name="recovery" value={recovery ? 'yes' : 'no'} />
        <TextField
          // A new field for the other kind of code: the browser's one-time-code help is for the app's only.
          key={recovery ? 'recovery' : 'app'}
          ref={input}
          label={recovery ? 'Recovery code' : '6-digit code'}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          {...(recovery ? { placeholder: 'xxxxx-xxxxx' } : { pattern: '[0-9]*' })}
        />
      </AuthForm>
    </AuthScreen>
  );
}
