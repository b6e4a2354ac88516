// Owns the staff's money-back calls on the client (refunds, recorded transfers, the Returns screen) and the Returns
// screen's query keys.
import type { adminRefundEndpoints, ReturnStatus } from '@shop/contract/refunds';
import { endpointClient } from '#web/lib/api-client.ts';

export const adminRefundApi = endpointClient<typeof adminRefundEndpoints>({
  returns: 'GET /api/admin/returns',
  updateReturn: 'PUT /api/admin/returns/:id',
  refund: 'POST /api/admin/orders/refund/:id',
  // The PDF is linked rather than fetched (entities/order/order-refunds.tsx's creditNoteUrl).
  creditNote: 'GET /api/admin/orders/credit-note/:id',
  recordTransfer: 'POST /api/admin/refunds/record/:id',
});

export type ReturnsFilter = { status: ReturnStatus | undefined; page: number };

export const returnKeys = {
  /** Every page of the Returns screen: an approval, rejection or receipt refreshes it all. */
  all: ['admin', 'returns'] as const,
  page: (filter: ReturnsFilter) => ['admin', 'returns', filter] as const,
};
