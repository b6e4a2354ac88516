// Owns a sign-in's second step posted (decision 031), by a page without JavaScript or by the running app, shared by the login form's and the sign-in
// link's actions: the page answers with the step again (the ticket kept in its hidden field) until the code is right.
import { twoFactorVerifyBody } from '@shop/contract/auth';
import { secondFactorTicket, verifySecondFactor } from '#web/features/auth/api/second-factor-api.ts';
import { checkPosted } from '#web/features/auth/check-posted.ts';
import { SIGNED_IN } from '#web/features/auth/login-page.tsx';
import type { SecondFactorPosted } from '#web/features/auth/second-factor-step.tsx';
import type { FormAnswer } from '#web/components/ui/route-form.ts';
import { field, flashOf, moveOn } from '#web/app/form-action.ts';

/** The form the second step posts: its `intent`. */
export const SECOND_FACTOR_INTENT = 'second-factor';

/** The step a first answer asks for, when the password or link was right and the account has a second factor. */
export function secondFactorAsked(answer: object): SecondFactorPosted | undefined {
  const ticket = secondFactorTicket(answer);
  return ticket ? { secondFactor: { ticket, recovery: false } } : undefined;
}

/**
 * The code checked as the screen checks it, then sent with the ticket. Signed in: home with the session cookie the
 * API set (the guard moves staff on to the dashboard). Refused: the step again with the server's words.
 */
export async function postSecondFactor(form: FormData): Promise<Response | FormAnswer | SecondFactorPosted> {
  const ticket = field(form, 'ticket');
  const switchTo = field(form, 'switch-to');
  if (switchTo) return { secondFactor: { ticket, recovery: switchTo === 'recovery' } };
  const recovery = field(form, 'recovery') === 'yes';
  const checked = checkPosted(twoFactorVerifyBody, { ticket, code: field(form, 'code') });
  if (checked.problems) return { secondFactor: { ticket, recovery, problem: checked.problems[0]?.title } };
  const answer = await verifySecondFactor(checked.data);
  if (answer.success) return moveOn(form, '/shop/home', [flashOf(answer, SIGNED_IN)], { session: true });
  return { secondFactor: { ticket, recovery, problem: answer.message } };
}
