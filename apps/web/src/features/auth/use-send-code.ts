// Owns asking the server to mail a code or a sign-in link: toast its words, and count down the wait it answers.
import { emailBody } from '@shop/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import type { EmailBody } from '#web/features/auth/api/auth-api.ts';
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
 * Sends and, whatever the answer, starts the countdown it names for this email: after a send (`resend_in` until the
 * next), and after a 429 (nothing was sent; its `resend_in` still to wait). A refusal is a destructive toast with the
 * server's words. `onAnswered` runs when a code is on its way or one recently was (the 429), not for other refusals.
 * `sendTo(email, onInvalid)` is for a button beside a form: only the email matters, so only it is checked first.
 */
export function useSendCode<TAnswer extends SendAnswer>(
  call: (body: EmailBody) => Promise<TAnswer>,
  purpose: MailPurpose,
  { onAnswered }: { onAnswered?: (body: EmailBody, answer: TAnswer) => unknown } = {},
) {
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: async (answer, body) => {
      const wait = resendInOf(answer);
      if (wait !== undefined) startResendWait(purpose, body.email, wait);
      toast(answer.success ? { title: answer.message } : { title: answer.message, variant: 'destructive' });
      if (codeOnItsWay(answer)) await onAnswered?.(body, answer);
    },
  });
  async function sendTo(email: string, onInvalid: () => unknown) {
    const parsed = emailBody.safeParse({ email });
    if (!parsed.success) {
      await onInvalid();
      return;
    }
    await mutation.mutateAsync(parsed.data);
  }
  return { ...mutation, sendTo };
}
