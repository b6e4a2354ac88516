// Owns return requests and their rows: the shopper asks within 2 days of delivery (lines, quantities, a reason, and for
// an exchange another size or colour of the same product that costs no more, whose units are held for them from the
// request); staff's steps open and end here (receiving a parcel spans modules: flows/receive-return.ts), and an
// exchange's replacement is placed at no charge. The order itself is reached through the orders module's face.
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paiseToRupees } from '@shop/contract/money';
import { formatOrderNumber } from '@shop/contract/order-number';
import { MESSAGES } from '@shop/contract/messages';
import type { ReturnRequest, ReturnRequestInput } from '@shop/contract/refunds';
import type { Db } from '../../platform/db/database.ts';
import {
  orderItems,
  orders,
  products,
  productVariants,
  returnItems,
  returnRequests,
  users,
} from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { netValue } from '../pricing/index.ts';
import { lockOrder, openOrder, type OrderRow, recordHappened, recordTimeline, returnRefusal } from '../orders/index.ts';
import { variantUnitPaise } from '../catalog/index.ts';
import type { Tx } from '../../platform/db/database.ts';
import { giveStock, inLockOrder, lockProducts, reserve, takeStock } from '../inventory/index.ts';

export const RETURN_MESSAGES = {
  requested: 'Return requested. We will tell you by email once it is approved.',
  approved: 'Return approved: the shopper has been asked to send the parcel back.',
  rejected: 'Return rejected: the shopper has been told why.',
  receivedRefund: (amount: string) => `Parcel received: the items are back in stock and ${amount} is being refunded.`,
  receivedExchange: 'Parcel received: the items are back in stock and the replacement order is placed.',
  notInOrder: 'That item is not part of this order.',
  tooMany: (title: string, left: number) =>
    left === 0 ? `"${title}" is already being returned in full.` : `Only ${left} of "${title}" can still be returned.`,
  sameLineTwice: 'Each item can be listed once per request.',
  exchangeSame: 'Choose a different size or colour to exchange for.',
  exchangeOther: 'An exchange is for another size or colour of the same product.',
  exchangeDearer: (what: string) =>
    `${what} costs more than the item you are returning, so it cannot be exchanged for it. Choose a refund, then order it.`,
  exchangeSoldOut: (what: string) => `${what} has sold out. Choose another size or colour, or a refund.`,
  noteRequired: 'Tell the shopper why their return is rejected.',
  notFound: 'Return request not found',
  cannot: (action: string, status: string) => `A ${status} return cannot be ${action}.`,
} as const;

type ReturnRow = typeof returnRequests.$inferSelect;

/** "Size M, Black": a variant as a shopper names it. */
const variantName = (size: string | null, colour: string | null) =>
  [size && `Size ${size}`, colour].filter(Boolean).join(', ');

/** The shopper asks to return or exchange some of their delivered order's items. */
export async function requestReturn(
  db: Db,
  orderId: string,
  userId: string,
  body: ReturnRequestInput,
  now = new Date(),
): Promise<ReturnRequest> {
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new NotFound(MESSAGES.orderNotFound);
    const refusal = returnRefusal(order, now);
    if (refusal) throw new Conflict(refusal);
    const ids = body.items.map((item) => item.order_item_id);
    if (new Set(ids).size !== ids.length) throw new Invalid(RETURN_MESSAGES.sameLineTwice);

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const taken = await alreadyReturning(tx, orderId);
    const exchangeIds = body.items.flatMap((item) => (item.exchange_variant_id ? [item.exchange_variant_id] : []));
    const targets = exchangeIds.length
      ? await tx.select().from(productVariants).where(inArray(productVariants.id, exchangeIds))
      : [];
    const planned = body.items.map((item) => {
      const line = lines.find((l) => l.id === item.order_item_id);
      if (!line) throw new Invalid(RETURN_MESSAGES.notInOrder);
      const left = line.quantity - (taken.get(line.id) ?? 0);
      if (item.quantity > left) throw new Conflict(RETURN_MESSAGES.tooMany(line.title, left));
      const target = item.exchange_variant_id ? targets.find((v) => v.id === item.exchange_variant_id) : undefined;
      if (item.exchange_variant_id) {
        if (!target || !line.productId || target.productId !== line.productId)
          throw new Invalid(RETURN_MESSAGES.exchangeOther);
        if (target.id === line.variantId) throw new Invalid(RETURN_MESSAGES.exchangeSame);
      }
      return { item, line, target };
    });
    // An exchange is sent at no charge, so it is only for a size or colour that costs no more than what was paid.
    const dearer = await dearerTargets(
      tx,
      planned.flatMap(({ line, target }) => (target ? [{ line, target }] : [])),
    );
    if (dearer) throw new Invalid(RETURN_MESSAGES.exchangeDearer(dearer));

    // The exchanged sizes are held now, all or nothing, products locked in the one order every stock move uses.
    const holds = planned.flatMap(({ item, target }) =>
      target ? [{ productId: target.productId, variantId: target.id, quantity: item.quantity, target }] : [],
    );
    await lockProducts(
      tx,
      holds.map((hold) => hold.productId),
    );
    for (const hold of inLockOrder(holds)) {
      if (!(await takeStock(tx, hold))) {
        const [product] = await tx
          .select({ title: products.title })
          .from(products)
          .where(eq(products.id, hold.productId));
        throw new Conflict(
          RETURN_MESSAGES.exchangeSoldOut(
            `${product?.title ?? 'That item'} (${variantName(hold.target.size, hold.target.colour)})`,
          ),
        );
      }
    }

    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId, userId, note: body.note, createdAt: now, updatedAt: now })
      .returning({ id: returnRequests.id });
    await tx.insert(returnItems).values(
      planned.map(({ item, target }) => ({
        returnId: request!.id,
        orderItemId: item.order_item_id,
        quantity: item.quantity,
        reason: item.reason,
        exchangeVariantId: target?.id ?? null,
        exchangeSize: target?.size ?? null,
        exchangeColour: target?.colour ?? null,
        exchangeHold: target ? ('held' as const) : null,
      })),
    );
    await recordHappened(tx, orderId, 'returnStep', { returnId: request!.id }, now);
    const units = planned.reduce((sum, { item }) => sum + item.quantity, 0);
    await recordTimeline(tx, orderId, userId, [
      {
        field: 'return',
        toValue: 'requested',
        note: `${holds.length ? 'Return/exchange' : 'Return'} of ${units} item${units === 1 ? '' : 's'} requested`,
      },
    ]);
    return request!.id;
  });
  return (await returnsWhere(db, eq(returnRequests.id, id)))[0]!;
}

/**
 * The first exchange whose size or colour now sells for more than the returned item's price (named as the shopper
 * would say it), or undefined when none does.
 */
async function dearerTargets(
  tx: Tx,
  swaps: { line: typeof orderItems.$inferSelect; target: typeof productVariants.$inferSelect }[],
): Promise<string | undefined> {
  if (swaps.length === 0) return undefined;
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        swaps.map(({ target }) => target.productId),
      ),
    );
  for (const { line, target } of swaps) {
    const product = rows.find((row) => row.id === target.productId);
    if (product && variantUnitPaise(product, target) > line.unitPricePaise) {
      return `${product.title} (${variantName(target.size, target.colour)})`;
    }
  }
  return undefined;
}

/** Units of each order line in requests that are open or done (not rejected). */
async function alreadyReturning(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderItemId: returnItems.orderItemId, quantity: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
}

export type ReturnAction = 'approve' | 'reject' | 'receive';
type ItemRow = typeof returnItems.$inferSelect;

/**
 * Opens staff's step on a request, in the caller's transaction: the order locked first, then the request (as refunds
 * and payments lock), and the step checked against where the request stands (each step once: a repeated click finds
 * it moved and is refused). Answers the order, the request and its items.
 */
export async function takeReturnStep(
  tx: Tx,
  returnId: string,
  input: { action: ReturnAction; note: string },
): Promise<{ order: OrderRow; request: ReturnRow; items: ItemRow[]; lines: (typeof orderItems.$inferSelect)[] }> {
  const [peek] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId));
  if (!peek) throw new NotFound(RETURN_MESSAGES.notFound);
  const order = await lockOrder(tx, peek.orderId);
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
  const allowed: Record<ReturnAction, ReturnRow['status'][]> = {
    approve: ['requested'],
    reject: ['requested', 'approved'],
    receive: ['approved'],
  };
  if (!allowed[input.action].includes(request!.status)) {
    throw new Conflict(RETURN_MESSAGES.cannot(DONE[input.action], request!.status));
  }
  if (input.action === 'reject' && !input.note) throw new Invalid(RETURN_MESSAGES.noteRequired);
  const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, returnId));
  // The order's lines, for a received parcel's restock and refund.
  const lines =
    input.action === 'receive' ? await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)) : [];
  return { order, request: request!, items, lines };
}

const DONE = { approve: 'approved', reject: 'rejected', receive: 'received' } as const;

/** Ends staff's step: the request's new status, staff's note and any replacement order, and the order's timeline. */
export async function finishReturnStep(
  tx: Tx,
  step: {
    order: OrderRow;
    request: ReturnRow;
    items: ItemRow[];
    action: ReturnAction;
    note: string;
    exchangeOrderId?: string | null;
  },
  actor: string,
  now = new Date(),
): Promise<void> {
  const { order, request, action, note } = step;
  const exchangeOrderId = step.exchangeOrderId ?? null;
  if (action === 'reject') await letHoldsGo(tx, step.items);
  await tx
    .update(returnRequests)
    .set({
      status: DONE[action],
      staffNote: note || request.staffNote,
      exchangeOrderId: exchangeOrderId ?? request.exchangeOrderId,
      updatedAt: now,
    })
    .where(eq(returnRequests.id, request.id));
  await recordTimeline(tx, order.id, actor, [
    {
      field: 'return',
      fromValue: request.status,
      toValue: DONE[action],
      note: [note, exchangeOrderId && `Replacement order ${exchangeOrderId}`].filter(Boolean).join(' · ') || null,
    },
  ]);
  await recordHappened(tx, order.id, 'returnStep', { returnId: request.id }, now);
}

/** A request as the API shows it. */
export async function returnRequest(db: Db, returnId: string): Promise<ReturnRequest> {
  return (await returnsWhere(db, eq(returnRequests.id, returnId)))[0]!;
}

/** A rejected request's held sizes go back on sale, once. */
async function letHoldsGo(tx: Tx, items: (typeof returnItems.$inferSelect)[]) {
  const released = await tx
    .update(returnItems)
    .set({ exchangeHold: 'released' })
    .where(
      and(
        inArray(
          returnItems.id,
          items.map((item) => item.id),
        ),
        eq(returnItems.exchangeHold, 'held'),
      ),
    )
    .returning({ variantId: returnItems.exchangeVariantId, quantity: returnItems.quantity });
  const variants = released.flatMap((r) => (r.variantId ? [r.variantId] : []));
  if (!variants.length) return;
  const rows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, variants));
  const lines = released.flatMap((r) => {
    const variant = rows.find((row) => row.id === r.variantId);
    return variant ? [{ productId: variant.productId, variantId: variant.id, quantity: r.quantity }] : [];
  });
  await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  for (const line of inLockOrder(lines)) await giveStock(tx, line);
}

/** The exchanged sizes, already held, become a confirmed order at no charge to the same address; answers its id. */
export async function placeReplacement(
  tx: Tx,
  original: OrderRow,
  returnId: string,
  exchanged: (typeof returnItems.$inferSelect)[],
  actor: string,
): Promise<string> {
  const variants = await tx
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        exchanged.map((item) => item.exchangeVariantId!),
      ),
    );
  const replacement = await openOrder(
    tx,
    {
      userId: original.userId,
      addressInfo: original.addressInfo,
      totalPaise: 0,
      // What the shopper paid the original with; the replacement itself costs nothing.
      paymentMethod: original.paymentMethod,
      paymentId: `exchange-${returnId.slice(0, 8)}`,
    },
    'replacement',
    actor,
    `Replacement at no charge for a return on order ${original.id}`,
  );
  const orderId = replacement.id;
  const lines = exchanged.flatMap((item) => {
    const found = variants.find((v) => v.variant.id === item.exchangeVariantId);
    return found ? [{ item, ...found }] : [];
  });
  await tx.insert(orderItems).values(
    lines.map(({ item, variant, product }) => ({
      orderId,
      productId: product.id,
      variantId: variant.id,
      size: variant.size,
      colour: variant.colour,
      sku: variant.sku,
      taxClass: product.taxClass,
      title: product.title,
      image: variant.images[0] ?? product.image,
      unitPricePaise: 0,
      quantity: item.quantity,
    })),
  );
  await reserve(
    tx,
    orderId,
    lines.map(({ item, variant, product }) => ({
      productId: product.id,
      variantId: variant.id,
      quantity: item.quantity,
    })),
    'committed',
  );
  await tx
    .update(returnItems)
    .set({ exchangeHold: 'committed' })
    .where(
      inArray(
        returnItems.id,
        exchanged.map((item) => item.id),
      ),
    );
  return orderId;
}

// ── Reading ──

const replacements = alias(orders, 'replacements');

async function returnsWhere(db: Db, where: ReturnType<typeof eq>, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      request: returnRequests,
      name: users.userName,
      email: users.email,
      orderNumber: orders.orderNumber,
      replacementNumber: replacements.orderNumber,
    })
    .from(returnRequests)
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(replacements, eq(replacements.id, returnRequests.exchangeOrderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: returnItems, line: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(
      inArray(
        returnItems.returnId,
        rows.map((row) => row.request.id),
      ),
    )
    .orderBy(returnItems.id);
  return rows.map(({ request, name, email, orderNumber, replacementNumber }): ReturnRequest => {
    const mine = items.filter(({ item }) => item.returnId === request.id);
    const lines = mine.map(({ item, line }) => ({
      _id: item.id,
      order_item_id: item.orderItemId,
      title: line.title,
      image: line.image,
      size: line.size,
      colour: line.colour,
      quantity: item.quantity,
      reason: item.reason,
      exchange_variant_id: item.exchangeVariantId,
      exchange_size: item.exchangeSize,
      exchange_colour: item.exchangeColour,
      refund_amount: item.exchangeVariantId ? 0 : paiseToRupees(netValue(line, item.quantity)),
    }));
    return {
      _id: request.id,
      order_id: request.orderId,
      order_number: formatOrderNumber(orderNumber),
      status: request.status,
      note: request.note,
      staff_note: request.staffNote,
      items: lines,
      refund_amount: paiseToRupees(
        mine.reduce((sum, { item, line }) => sum + (item.exchangeVariantId ? 0 : netValue(line, item.quantity)), 0),
      ),
      exchange_order_id: request.exchangeOrderId,
      exchange_order_number: replacementNumber === null ? null : formatOrderNumber(replacementNumber),
      created_at: request.createdAt.toISOString(),
      updated_at: request.updatedAt.toISOString(),
      customer: { name, email },
    };
  });
}

/** The order's requests, newest first, for its owner (anyone else's order is as good as missing). */
export async function returnsOfOrder(db: Db, orderId: string, userId: string): Promise<ReturnRequest[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFound(MESSAGES.orderNotFound);
  return (await returnsWhere(db, eq(returnRequests.orderId, orderId))).map(({ customer: _, ...request }) => request);
}

/** Staff's Returns screen: newest first, optionally one status. */
export async function listReturns(
  db: Db,
  query: { status?: ReturnRow['status'] | undefined; page: number; limit: number },
) {
  const where = query.status ? eq(returnRequests.status, query.status) : sql`true`;
  const [data, [{ total } = { total: 0 }]] = await Promise.all([
    returnsWhere(db, where as ReturnType<typeof eq>, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db.select({ total: count() }).from(returnRequests).where(where),
  ]);
  return { data, total, page: query.page, limit: query.limit };
}

/**
 * How many pieces of each of an order's lines earlier returns already gave back for a refund (received, not exchanged),
 * leaving out `except`: a later return refunds the pieces after them (pricing's `netValue`), so every piece given back
 * refunds the line's charge exactly.
 */
export async function piecesRefunded(db: Db | Tx, orderId: string, except: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, pieces: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        eq(returnRequests.status, 'received'),
        ne(returnRequests.id, except),
        isNull(returnItems.exchangeVariantId),
      ),
    )
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.pieces]));
}
