// Owns the payments table: one row per attempt with a provider, found again by its provider order id; at most one open
// attempt per order and provider (a unique index), so a second Pay click finds the first attempt instead of a new one.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { payments, webhookEvents } from '../../platform/db/schema.ts';
import type { ProviderName } from './provider.ts';

export type PaymentRecord = typeof payments.$inferSelect;

export function paymentRecords(db: Db) {
  return {
    /** The new attempt, or undefined when the order already has an open one with this provider (opened meanwhile). */
    async open(
      orderId: string,
      provider: ProviderName,
      providerOrderId: string,
      amountPaise: number,
    ): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .insert(payments)
        .values({ orderId, provider, providerOrderId, amountPaise })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    /** Attempts neither paid nor failed yet that were opened since then, oldest first. */
    async openSince(since: Date): Promise<PaymentRecord[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'created'), gt(payments.createdAt, since)))
        .orderBy(payments.createdAt);
    },
    /** The order's attempt with this provider that is neither paid nor failed yet. */
    async openAttempt(orderId: string, provider: ProviderName): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, 'created')));
      return row;
    },
    async byProviderOrder(provider: ProviderName, providerOrderId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
      return row;
    },
    async latestFor(orderId: string, provider?: ProviderName): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          provider
            ? and(eq(payments.orderId, orderId), eq(payments.provider, provider))
            : eq(payments.orderId, orderId),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },
    async settle(id: string, status: 'paid' | 'failed', providerPaymentId?: string) {
      await db.update(payments).set({ status, providerPaymentId, updatedAt: new Date() }).where(eq(payments.id, id));
    },
    /** Whether a webhook event was already handled to the end. */
    async handled(provider: ProviderName, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: webhookEvents.eventId })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
      return row !== undefined;
    },
    /** Only once the event's work is done: a redelivery after a failure is then worked on again. */
    async markHandled(provider: ProviderName, eventId: string): Promise<void> {
      await db.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing();
    },
  };
}
export type PaymentRecords = ReturnType<typeof paymentRecords>;
