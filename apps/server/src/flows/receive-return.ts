// Owns staff's steps on a return request, receiving a parcel above all, which spans the shop: the request moves on
// once (orders), what came back goes on sale again (inventory), the returned lines are refunded after each piece's
// coupon share and never past what is still refundable (orders' refunds, coupons' arithmetic), and the exchanged sizes
// become a confirmed order at no charge (orders, inventory).
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { ReturnRequest } from '@shop/contract/refunds';
import type { Db } from '../platform/db/database.ts';
import { Conflict } from '../platform/errors.ts';
import { netValue } from '../modules/pricing/index.ts';
import { giveStock, inLockOrder, lockProducts } from '../modules/inventory/index.ts';
import { openRefund, refundableLeft, type RefundRow } from '../modules/orders/index.ts';
import {
  finishReturnStep,
  piecesRefunded,
  placeReplacement,
  RETURN_MESSAGES,
  type ReturnAction,
  returnRequest,
  takeReturnStep,
} from '../modules/returns/index.ts';

/**
 * Staff move a request on: approve or reject one that was asked (a rejection says why and lets the held sizes go), and
 * receive an approved one. Each step once: a repeated click finds it moved and is refused.
 */
export async function actOnReturn(
  db: Db,
  returnId: string,
  input: { action: ReturnAction; note: string },
  actor: string,
  now = new Date(),
): Promise<{ request: ReturnRequest; message: string; refund?: RefundRow }> {
  const result = await db.transaction(async (tx) => {
    const { order, request, items, lines } = await takeReturnStep(tx, returnId, input);
    const step = { order, request, items, action: input.action, note: input.note };
    if (input.action !== 'receive') {
      await finishReturnStep(tx, step, actor, now);
      return { message: input.action === 'approve' ? RETURN_MESSAGES.approved : RETURN_MESSAGES.rejected };
    }

    const lineOf = (item: (typeof items)[number]) => lines.find((line) => line.id === item.orderItemId)!;
    // What came back goes on sale again (a product or size staff deleted meanwhile takes nothing back).
    const back = items.flatMap((item) => {
      const line = lineOf(item);
      return line.productId ? [{ productId: line.productId, variantId: line.variantId, quantity: item.quantity }] : [];
    });
    await lockProducts(
      tx,
      back.map((line) => line.productId),
    );
    for (const line of inLockOrder(back)) await giveStock(tx, line);

    const returned = items.filter((item) => !item.exchangeVariantId);
    // Each piece refunds its own share of the line's discounts: the pieces earlier returns gave back come first.
    const before = await piecesRefunded(tx, order.id, returnId);
    const refundPaise = returned.reduce(
      (sum, item) => sum + netValue(lineOf(item), item.quantity, before.get(item.orderItemId) ?? 0),
      0,
    );
    let refund: RefundRow | undefined;
    if (refundPaise > 0) {
      // What is still refundable: pending refunds (staff's, another return's) count, as openRefund counts them.
      const left = await refundableLeft(tx, order);
      const opened = await openRefund(tx, order, {
        amountPaise: Math.min(refundPaise, left),
        kind: 'return',
        reason: `Return of ${returned.map((item) => lineOf(item).title).join(', ')}`,
        actor,
        returnId,
      }).catch((error: unknown) => {
        // Everything was refunded already (staff refunded by hand): the parcel is received all the same.
        if (error instanceof Conflict) return undefined;
        throw error;
      });
      refund = opened?.refund;
    }
    const exchanged = items.filter((item) => item.exchangeVariantId && item.exchangeHold === 'held');
    const exchangeOrderId = exchanged.length ? await placeReplacement(tx, order, returnId, exchanged, actor) : null;
    await finishReturnStep(tx, { ...step, exchangeOrderId }, actor, now);
    const message = refund
      ? RETURN_MESSAGES.receivedRefund(formatRupees(paiseToRupees(refund.amountPaise)))
      : RETURN_MESSAGES.receivedExchange;
    return { message, refund };
  });
  return { request: await returnRequest(db, returnId), ...result };
}
