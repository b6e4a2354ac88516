// Owns staff's "Invite" of imported customers: each mailed a sign-in link once ever, claimed before it is mailed so two
// presses at once (or twice) never mail anyone twice; nobody is mailed by the import itself.
import type { FastifyInstance } from 'fastify';
import { claimInvites, countAwaitingInvite, mailSigninInvite, releaseInvite } from '../auth/index.ts';

/** How many imported customers have not been invited yet. */
export function customersWaitingForInvite(app: FastifyInstance): Promise<number> {
  return countAwaitingInvite(app.db);
}

/**
 * Mails the chosen imported customers (or every one not invited yet) a sign-in link. A mail that fails gives its
 * customer back to the waiting, to be invited by the next press.
 */
export async function inviteImportedCustomers(
  app: FastifyInstance,
  choice: { ids?: string[] | undefined; all_imported?: boolean | undefined },
): Promise<{ invited: number; already: number }> {
  const claimed = await claimInvites(app.db, choice.all_imported ? 'all' : (choice.ids ?? []));
  let invited = 0;
  for (const user of claimed) {
    try {
      await mailSigninInvite({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, user);
      invited += 1;
    } catch (error) {
      app.log.error({ err: error, userId: user.id }, 'an invite mail could not be sent');
      await releaseInvite(app.db, user.id);
    }
  }
  const already = choice.all_imported ? 0 : new Set(choice.ids).size - claimed.length;
  return { invited, already };
}
