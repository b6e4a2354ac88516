// Owns staff's "Invite" of imported customers: each mailed a sign-in link once ever, claimed before it is mailed so two
// presses at once (or twice) never mail anyone twice; nobody is mailed by the import itself.
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../platform/db/schema.ts';
import { mailSigninInvite } from '../auth/index.ts';

const notInvited = and(isNotNull(users.importedAt), isNull(users.invitedAt));

/** How many imported customers have not been invited yet. */
export async function customersWaitingForInvite(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(users).where(notInvited);
  return row?.n ?? 0;
}

/**
 * Mails the chosen imported customers (or every one not invited yet) a sign-in link. A mail that fails gives its
 * customer back to the waiting, to be invited by the next press.
 */
export async function inviteImportedCustomers(
  app: FastifyInstance,
  choice: { ids?: string[] | undefined; all_imported?: boolean | undefined },
): Promise<{ invited: number; already: number }> {
  const chosen = choice.all_imported ? notInvited : and(notInvited, inArray(users.id, choice.ids ?? []));
  const claimed = await app.db
    .update(users)
    .set({ invitedAt: new Date() })
    .where(chosen)
    .returning({ id: users.id, email: users.email, userName: users.userName });
  let invited = 0;
  for (const user of claimed) {
    try {
      await mailSigninInvite({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, user);
      invited += 1;
    } catch (error) {
      app.log.error({ err: error, userId: user.id }, 'an invite mail could not be sent');
      await app.db.update(users).set({ invitedAt: null }).where(eq(users.id, user.id));
    }
  }
  const already = choice.all_imported ? 0 : new Set(choice.ids).size - claimed.length;
  return { invited, already };
}
