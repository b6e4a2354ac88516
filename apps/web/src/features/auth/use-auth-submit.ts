// Owns what every auth form does with the server's answer: toast its message, then move on only when it succeeded.
import { MESSAGES } from '@shop/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { secondFactorTicket } from '#web/features/auth/api/second-factor-api.ts';

/** What an auth call answers: the server's words either way, and the user on a sign-in. */
type AuthAnswer = { success: boolean; message?: string | undefined };

/**
 * SPEC §7: "a non-success shows the message as a destructive toast, and a success shows it as a normal toast".
 * `onSuccess` runs only after a successful answer; `mutateAsync` never rejects for a refused request. A sign-in that
 * asks for a second factor is no refusal: it goes to `onSecondFactor` with its ticket, and no toast.
 */
export function useAuthSubmit<TBody, TAnswer extends AuthAnswer>(
  call: (body: TBody) => Promise<TAnswer>,
  {
    successMessage,
    onSuccess,
    onSecondFactor,
  }: {
    successMessage: string;
    onSuccess: (body: TBody, answer: TAnswer) => unknown;
    onSecondFactor?: (ticket: string) => void;
  },
) {
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, body) => {
      const ticket = onSecondFactor && secondFactorTicket(answer);
      if (ticket) {
        onSecondFactor(ticket);
        return;
      }
      if (!answer.success) {
        toast({ title: answer.message ?? MESSAGES.serverError, variant: 'destructive' });
        return;
      }
      toast({ title: answer.message ?? successMessage });
      await onSuccess(body, answer);
    },
  });
}
