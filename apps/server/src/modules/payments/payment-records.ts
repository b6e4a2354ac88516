// Owns the payments table: one row per attempt with a provider, found again by its provider order id.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { payments, webhookEvents } from '../../platform/db/schema.ts';

export type Provider = 'razorpay' | 'phonepe' | 'paypal';
export type PaymentRecord = typeof payments.$inferSelect;

export function paymentRecords(db: Db) {
  return {
    async open(orderId: string, provider: Provider, providerOrderId: string, amountPaise: number) {
      const [row] = await db.insert(payments).values({ orderId, provider, providerOrderId, amountPaise }).returning();
      return row!;
    },
    async byProviderOrder(provider: Provider, providerOrderId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
      return row;
    },
    async latestFor(orderId: string, provider?: Provider): Promise<PaymentRecord | undefined> {
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
    /** True the first time an event id is seen; a redelivery answers false. */
    async firstDelivery(provider: Provider, eventId: string): Promise<boolean> {
      const inserted = await db.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning();
      return inserted.length === 1;
    },
  };
}
export type PaymentRecords = ReturnType<typeof paymentRecords>;
