// Owns asking the page's route action to mail a code or a sign-in link, as a button beside a form (its `intent`) or
// forgot-password's own form: the action answers with the server's words (toasts) and the wait it named, which
// counts down here.
import { emailBody } from '@shop/contract/auth';
import { useRef } from 'react';
import { useRouteForm } from '#web/components/ui/route-form.ts';
import { startResendWait, type MailPurpose } from '#web/features/auth/resend-countdown.ts';

/** A send call's answer as the API client hands it back: `resend_in` on success and on a 429 (codeWaitAnswer). */
type SendAnswer = { success: boolean; message: string; status: number; resend_in?: unknown };

/** The seconds to wait the server named, if it named any (a 400 for a bad email names none). */
export function resendInOf(answer: object): number | undefined {
  const wait = 'resend_in' in answer ? answer.resend_in : undefined;
  return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? wait : undefined;
}

/** True when a code is on its way, or one went moments ago and still works (a 429 that names its wait). */
export function codeOnItsWay(answer: SendAnswer): boolean {
  return answer.success || (answer.status === 429 && resendInOf(answer) !== undefined);
}

/**
 * `sendTo(email, onInvalid)` asks the action (with `intent`, when the send is a button beside another form) and,
 * whatever the answer, starts the countdown it names for this email. Only the email matters, so only it is checked
 * first; `onInvalid` shows the field's own message.
 */
export function useSendCode(purpose: MailPurpose, intent?: string) {
  const sentTo = useRef('');
  const form = useRouteForm({
    onAnswer: ({ resendIn }) => {
      if (resendIn !== undefined) startResendWait(purpose, sentTo.current, resendIn);
    },
  });
  async function sendTo(email: string, onInvalid: () => unknown) {
    const parsed = emailBody.safeParse({ email });
    if (!parsed.success) {
      await onInvalid();
      return;
    }
    sentTo.current = parsed.data.email;
    await form.submit({ email: parsed.data.email }, intent);
  }
  return { sendTo, isPending: form.busy };
}
