// Owns the staff: who is on it with which role, invitations by mail, suspending and removing members, and their
// sessions. Every staff member is a user with `role: 'admin'` (SPEC's screens depend on it) and a staff role.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { StaffMember, StaffRole, StaffSession } from '@shop/contract/staff';
import type { Db } from '../../platform/db/database.ts';
import { sessions, signinTickets, staffInvites, users } from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { endOtherSessions } from '../../platform/sessions.ts';
import { hashPassword } from '../auth/index.ts';
import { shopName } from '../settings/index.ts';
import { inviteMail } from './staff-mail.ts';

export const INVITE_DAYS = 7;

export const STAFF_TEXT = {
  invited: (email: string) => `Invitation sent to ${email}. It works for ${INVITE_DAYS} days.`,
  alreadyStaff: 'That person is already on the staff.',
  notFound: 'No such staff member',
  lastOwner: 'The shop needs at least one active owner. Make someone else an owner first.',
  notYourself: 'You cannot suspend or remove yourself. Ask another owner.',
  stillInvited: 'They have not accepted the invitation yet: change their role, or remove the invitation.',
  inviteSpent: 'That invitation has been used or has expired. Ask the shop’s owner for a new one.',
  accepted: 'Your account is ready. Log in with your email and new password.',
  removed: 'They are no longer on the staff, and every session they had has ended.',
  sessionEnded: 'That session has ended.',
  sessionsEnded: 'Every session has ended.',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type MemberRow = typeof users.$inferSelect;

function toMember(row: MemberRow, inviteExpiresAt?: Date | null): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.userName,
    role: row.staffRole!,
    status: row.staffStatus!,
    two_factor: Boolean(row.totpEnabledAt),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    invite_expires_at: inviteExpiresAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ user: users, inviteExpiresAt: staffInvites.expiresAt })
    .from(users)
    .leftJoin(staffInvites, and(eq(staffInvites.userId, users.id), isNull(staffInvites.usedAt)))
    .where(isNotNull(users.staffRole))
    .orderBy(asc(users.createdAt), asc(users.id), desc(staffInvites.expiresAt));
  const seen = new Set<string>();
  return rows
    .filter(({ user }) => !seen.has(user.id) && Boolean(seen.add(user.id)))
    .map(({ user, inviteExpiresAt }) => toMember(user, user.staffStatus === 'invited' ? inviteExpiresAt : null));
}

async function memberRow(db: Db, id: string): Promise<MemberRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row?.staffRole) throw new NotFound(STAFF_TEXT.notFound);
  return row;
}

export async function getMember(db: Db, id: string): Promise<StaffMember> {
  return toMember(await memberRow(db, id));
}

/**
 * Invites by mail: a new email gets an account waiting for its password; a shopper keeps shopping until they accept.
 * Inviting someone invited already sends a new link, and the old one stops working.
 */
export async function inviteStaff(
  deps: { db: Db; mailer: Mailer; acceptPage: string },
  invitedBy: { id: string; userName: string },
  input: { email: string; role: StaffRole },
): Promise<StaffMember> {
  const { db } = deps;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  const member = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (existing?.staffRole && existing.staffStatus !== 'invited') throw new Conflict(STAFF_TEXT.alreadyStaff);
    const [row] = existing
      ? await tx
          .update(users)
          .set({ staffRole: input.role, staffStatus: 'invited', updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            userName: input.email.split('@')[0]!.slice(0, 50),
            email: input.email,
            // Nobody knows it: the invitee chooses their own when they accept.
            passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
            role: 'user',
            verified: false,
            staffRole: input.role,
            staffStatus: 'invited',
          })
          .returning();
    await tx.delete(staffInvites).where(and(eq(staffInvites.userId, row!.id), isNull(staffInvites.usedAt)));
    await tx
      .insert(staffInvites)
      .values({ userId: row!.id, tokenHash: sha256(token), expiresAt, invitedBy: invitedBy.id });
    return row!;
  });
  const link = `${deps.acceptPage}?token=${token}`;
  await deps.mailer.send(
    inviteMail(member.email, input.role, invitedBy.userName, link, INVITE_DAYS, await shopName(deps.db)),
  );
  return toMember(member, expiresAt);
}

async function openInvite(db: Db, token: string) {
  const [row] = await db
    .select({ invite: staffInvites, user: users })
    .from(staffInvites)
    .innerJoin(users, eq(users.id, staffInvites.userId))
    .where(
      and(
        eq(staffInvites.tokenHash, sha256(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
        eq(users.staffStatus, 'invited'),
      ),
    );
  if (!row?.user.staffRole) throw new NotFound(STAFF_TEXT.inviteSpent);
  return row;
}

export async function readInvite(db: Db, token: string) {
  const { user } = await openInvite(db, token);
  return { email: user.email, role: user.staffRole!, shop_name: await shopName(db) };
}

/** The invitee names themselves and chooses a password: the link proves the mailbox, so the account is verified. */
export async function acceptInvite(db: Db, input: { token: string; name: string; password: string }) {
  const { invite, user } = await openInvite(db, input.token);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvites)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id });
    if (!spent) throw new NotFound(STAFF_TEXT.inviteSpent);
    await tx
      .update(users)
      .set({
        userName: input.name,
        passwordHash,
        verified: true,
        role: 'admin',
        staffStatus: 'active',
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), eq(users.staffStatus, 'invited')));
    // Whatever sessions the email had (a shopper's) began before it was staff: they end with the new password.
    await endOtherSessions(tx, user.id);
  });
  return { id: user.id, email: user.email, role: user.staffRole! };
}

/** Whether another active owner stays when `id` stops being one. */
async function anotherOwner(db: Db, id: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'owner'), eq(users.staffStatus, 'active'), ne(users.id, id)))
    .limit(1);
  return Boolean(other);
}

async function endEverySession(db: Db, id: string) {
  await endOtherSessions(db, id);
  await db.delete(signinTickets).where(eq(signinTickets.userId, id));
}

export async function updateStaff(
  db: Db,
  actorId: string,
  id: string,
  change: { role?: StaffRole; status?: 'active' | 'suspended' },
): Promise<StaffMember> {
  const row = await memberRow(db, id);
  if (change.status && row.staffStatus === 'invited') throw new Conflict(STAFF_TEXT.stillInvited);
  if (change.status === 'suspended' && id === actorId) throw new Conflict(STAFF_TEXT.notYourself);
  const losesOwner =
    row.staffRole === 'owner' &&
    row.staffStatus === 'active' &&
    ((change.role && change.role !== 'owner') || change.status === 'suspended');
  if (losesOwner && !(await anotherOwner(db, id))) throw new Conflict(STAFF_TEXT.lastOwner);
  const [updated] = await db
    .update(users)
    .set({
      ...(change.role ? { staffRole: change.role } : {}),
      ...(change.status ? { staffStatus: change.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  if (change.status === 'suspended') await endEverySession(db, id);
  return toMember(updated!);
}

/** Off the staff: back to a shopper's account (or an unused one, for an invitation never accepted), signed out. */
export async function removeStaff(db: Db, actorId: string, id: string): Promise<void> {
  const row = await memberRow(db, id);
  if (id === actorId) throw new Conflict(STAFF_TEXT.notYourself);
  if (row.staffRole === 'owner' && row.staffStatus === 'active' && !(await anotherOwner(db, id)))
    throw new Conflict(STAFF_TEXT.lastOwner);
  await db
    .update(users)
    .set({ role: 'user', staffRole: null, staffStatus: null, updatedAt: new Date() })
    .where(eq(users.id, id));
  await db.delete(staffInvites).where(and(eq(staffInvites.userId, id), isNull(staffInvites.usedAt)));
  await endEverySession(db, id);
}

export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<StaffSession[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(STAFF_TEXT.notFound);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new Invalid('That session has already ended.');
}

export async function endSessions(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(STAFF_TEXT.notFound);
  await endEverySession(db, userId);
}
