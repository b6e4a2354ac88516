// Owns how the admin screens read the API's answers: a refusal becomes an error carrying the server's words.
import { MESSAGES } from '@shop/contract/messages';
import { toast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';

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
