// Owns money going back where it spans modules: a refund ends once (orders) and, processed, reduces the order's tax
// invoice with a credit note (invoices) in a savepoint, so the refund stands whatever befalls the note; a note that
// failed is logged and issued by the sweep. Staff's recorded transfers end the same way.
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../platform/background-sweep.ts';
import type { Db, Tx } from '../platform/db/database.ts';
import { creditNotesDue, issueCreditNote } from '../modules/invoices/index.ts';
import {
  endRefund,
  recordTransfer as recordTransferOf,
  type RefundOutcome,
  type RefundRow,
} from '../modules/orders/index.ts';
import { getSettings } from '../modules/settings/index.ts';

type ErrorLog = { error(o: object, m: string): void };
const CREDIT_NOTE_WAITS = 'credit note not issued; the sweep tries it again';

/** A processed refund of the order's own money reduces its invoice, when there is one (none: nothing to reduce). */
export async function creditNoteFor(tx: Tx, refund: RefundRow, log: ErrorLog): Promise<void> {
  if (refund.status !== 'processed' || refund.kind === 'duplicate') return;
  await tx
    .transaction(async (savepoint) => issueCreditNote(savepoint, refund, await getSettings(savepoint)))
    .catch((error: unknown) => log.error({ err: error, refundId: refund.id }, CREDIT_NOTE_WAITS));
}

/** Ends a pending refund once, with its credit note; answers it as it now stands and whether this call ended it. */
export function settleRefund(db: Db, refundId: string, outcome: RefundOutcome, actor: string, log: ErrorLog) {
  return db.transaction(async (tx) => {
    const result = await endRefund(tx, refundId, outcome, actor);
    if (result.ended && result.refund) await creditNoteFor(tx, result.refund, log);
    return result;
  });
}

/** Staff record the bank or UPI transfer they made for a Cash on Delivery refund that waited for it. */
export function recordTransfer(db: Db, refundId: string, reference: string, actor: string, log: ErrorLog) {
  return db.transaction(async (tx) => {
    const refund = await recordTransferOf(tx, refundId, reference, actor);
    await creditNoteFor(tx, refund, log);
    return refund;
  });
}

/**
 * Issues the credit notes that failed when their refunds ended: each is tried again on every sweep until it is issued,
 * and a failure is logged each time. Answers how many were issued.
 */
export async function issueMissingCreditNotes(db: Db, log: ErrorLog, limit = 100): Promise<number> {
  let issued = 0;
  for (const refund of await creditNotesDue(db, limit)) {
    const note = await db
      .transaction(async (tx) => issueCreditNote(tx, refund, await getSettings(tx)))
      .catch((error: unknown) => {
        log.error({ err: error, refundId: refund.id }, CREDIT_NOTE_WAITS);
        return undefined;
      });
    if (note && 'number' in note) issued += 1;
  }
  return issued;
}

export function startCreditNoteSweep(app: FastifyInstance, everyMs = 60_000): void {
  startBackgroundSweep(app, {
    name: 'credit note sweep',
    lock: 7_204_006,
    everyMs,
    work: async () => {
      const issued = await issueMissingCreditNotes(app.db, app.log);
      if (issued) app.log.info(`Issued ${issued} credit note(s) that had failed when their refunds ended`);
    },
  });
}
