// Owns /api/admin/exports: the staff's CSV downloads (the admin guard sits on the /api/admin scope). Each is streamed
// as it is read, so a year of orders never sits in memory.
import { exportEndpoints, exportFileName } from '@shop/contract/exports';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/endpoint-routes.ts';
import { customerBatches, CUSTOMER_COLUMNS } from './customers-export.ts';
import { csvStream, eachRecord, sendCsv } from './csv-stream.ts';
import { periodBounds } from './export-period.ts';
import type { BatchOptions } from './keyset.ts';
import { orderLineBatches, ORDER_LINE_COLUMNS } from './order-lines-export.ts';
import { SALES_REGISTER_COLUMNS, salesRegisterBatches } from './sales-register-export.ts';

export const exportRoutes: FastifyPluginAsync<BatchOptions> = async (app, options) => {
  const batching: BatchOptions = { batchSize: options.batchSize };

  route(app, exportEndpoints.orders, {}, async (request, reply) => {
    const rows = orderLineBatches(app.db, periodBounds(request.query), batching);
    return sendCsv(reply, exportFileName('orders', request.query), csvStream(ORDER_LINE_COLUMNS, eachRecord(rows)));
  });

  route(app, exportEndpoints.customers, {}, async (_request, reply) => {
    const rows = customerBatches(app.db, batching);
    return sendCsv(reply, exportFileName('customers'), csvStream(CUSTOMER_COLUMNS, eachRecord(rows)));
  });

  route(app, exportEndpoints.salesRegister, {}, async (request, reply) => {
    const rows = salesRegisterBatches(app.db, periodBounds(request.query), batching);
    const csv = csvStream(SALES_REGISTER_COLUMNS, eachRecord(rows));
    return sendCsv(reply, exportFileName('sales-register', request.query), csv);
  });
};
