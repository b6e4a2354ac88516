// Owns the button that asks for another mailed code or link: "Resend code in 0:42" while the server would refuse.
// Before (or without) JavaScript it submits its form with its own `intent`, and the route's action sends (decision 031).
import { useState } from 'react';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/class-names.ts';
import { formatWait, useResendCountdown, type MailPurpose } from '#web/features/auth/resend-countdown.ts';
import { useSendCode } from '#web/features/auth/use-send-code.ts';

/**
 * While the wait for this email runs, the button names it and does nothing; it stays focusable (aria-disabled rather
 * than disabled), so a keyboard user's focus is not dropped when the countdown starts under it. A polite live region
 * says once when another may be asked for, rather than every second of the countdown.
 */
export function ResendButton({
  intent,
  purpose,
  email,
  label,
  waitingLabel,
  readyAnnouncement,
  busy,
  onSend,
  variant = 'link',
  size,
  className,
}: {
  /** Sent as the form's `intent` when the button posts it without JavaScript: which send the action makes. */
  intent: string;
  purpose: MailPurpose;
  /** The email field's value now: the wait shown is this address's. */
  email: string;
  label: string;
  /** The label while waiting, given the wait as m:ss: (wait) => `Resend code in ${wait}`. */
  waitingLabel: (wait: string) => string;
  readyAnnouncement: string;
  busy: boolean;
  onSend: () => unknown;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const secondsLeft = useResendCountdown(purpose, email);
  const key = `${purpose}:${email.trim().toLowerCase()}`;
  // Derived from the previous render (React's pattern for "adjusting state when a prop changes"): the wait for the
  // same email running out is news; switching to an email with no wait is not.
  const [shown, setShown] = useState({ key, secondsLeft });
  const [announcement, setAnnouncement] = useState('');
  if (shown.key !== key || shown.secondsLeft !== secondsLeft) {
    setShown({ key, secondsLeft });
    if (shown.key === key && shown.secondsLeft > 0 && secondsLeft === 0) setAnnouncement(readyAnnouncement);
    else if (secondsLeft > 0) setAnnouncement('');
  }

  const waiting = secondsLeft > 0;
  const unavailable = waiting || busy;
  return (
    <>
      <Button
        // Without JavaScript it posts the form (the email with it), skipping the browser's checks as the form does.
        type="submit"
        name="intent"
        value={intent}
        formNoValidate
        variant={variant}
        size={size}
        // Muted rather than faded: the wait must stay readable (a faded link colour falls below 4.5:1 contrast).
        // Figures of one width, so the centred label does not shift as the seconds tick.
        className={cn(
          'tabular-nums aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:no-underline aria-disabled:hover:bg-transparent',
          className,
        )}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
        onClick={(event) => {
          // Once the app runs, the click sends from here; the form is not submitted.
          event.preventDefault();
          if (!unavailable) void onSend();
        }}
      >
        {waiting ? waitingLabel(formatWait(secondsLeft)) : label}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/** "Send a new code" of the screens that take a mailed code (verify, reset), counting down while the server would refuse. */
export function SendNewCodeButton({
  purpose,
  email,
  onInvalidEmail,
}: {
  purpose: MailPurpose;
  email: string;
  /** Shows the email field's own message when it is not one a code could go to. */
  onInvalidEmail: () => unknown;
}) {
  // The page's action sends (its `resend` intent), as the button posts it without JavaScript.
  const resend = useSendCode(purpose, 'resend');
  return (
    <ResendButton
      purpose={purpose}
      email={email}
      busy={resend.isPending}
      onSend={() => resend.sendTo(email, onInvalidEmail)}
      intent="resend"
      label="Send a new code"
      waitingLabel={(wait) => `Resend code in ${wait}`}
      readyAnnouncement="You can send a new code now."
      className="justify-self-center"
    />
  );
}
