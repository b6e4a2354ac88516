// Owns how the admin screens read the API's answers: a refusal becomes an error carrying the server's words.
import { MESSAGES } from '@shop/contract/messages';
import { toast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';

type Answer = { success: boolean; message?: string | undefined; status: number };

/** The answer when it succeeded; otherwise throws an ApiError with the server's message (SPEC §8). */
export function requireSuccess<TAnswer extends Answer>(answer: TAnswer): Extract<TAnswer, { success: true }> {
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.serverError, answer.status);
  return answer as Extract<TAnswer, { success: true }>;
}

/** An answer that succeeded but does not have the contract's shape: our bug, so say so plainly. */
export function malformedAnswer(status: number): ApiError {
  return new ApiError(MESSAGES.serverError, status);
}

/** Every admin mutation reports failure the same way: the server's message as a destructive toast. */
export function toastFailure(error: unknown) {
  toast({ title: error instanceof Error ? error.message : MESSAGES.serverError, variant: 'destructive' });
}

/** ...and success with the server's message, or ours when it sent none. */
export function toastSuccess(answer: { message?: string | undefined }, fallback: string) {
  toast({ title: answer.message ?? fallback });
}
