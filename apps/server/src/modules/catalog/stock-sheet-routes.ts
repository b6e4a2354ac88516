// Owns the staff's stock endpoints under /api/admin/stock: the sheet, its one save, and the stock CSV (the admin guard
// sits on the /api/admin scope).
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { STOCK_CSV_MAX_BYTES, stockSheetEndpoints } from '@shop/contract/stock-sheet';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { readStockCsv } from './stock-sheet-csv.ts';
import { applyStockCsv, checkStockCsv, listStockSheet, saveStockSheet, STOCK_MESSAGES } from './stock-sheet.ts';
import { sendBackInStockMails } from './stock-alerts.ts';

/** The shoppers waiting for a size now in stock hear of it after the save, without holding staff up. */
function mailWaitingShoppers(app: FastifyInstance, alertIds: string[], log: FastifyBaseLogger) {
  void sendBackInStockMails(app.db, app.mailer, alertIds, app.config.publicUrl, log).catch((error: unknown) =>
    log.error({ err: error }, 'back-in-stock mails not sent'),
  );
}

export const stockSheetRoutes: FastifyPluginAsync = async (app) => {
  route(app, stockSheetEndpoints.list, {}, async (request) => ({
    success: true as const,
    ...(await listStockSheet(app.db, request.query)),
  }));

  route(app, stockSheetEndpoints.save, {}, async (request) => {
    const { saved, moved, backInStock } = await saveStockSheet(app.db, request.body.changes);
    mailWaitingShoppers(app, backInStock, request.log);
    return { success: true as const, message: STOCK_MESSAGES.saved, data: { saved, moved } };
  });

  route(app, stockSheetEndpoints.import, {}, async (request) => {
    if (!request.isMultipart()) throw new Invalid('Send the CSV as multipart form data in the field file');
    const file = await request.file({ limits: { fileSize: STOCK_CSV_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new Invalid('Choose a CSV file (field file)');
    const rows = readStockCsv(await file.toBuffer()); // toBuffer throws a 413 past the size limit
    if (request.query.dry_run) {
      const report = await checkStockCsv(app.db, rows);
      return { success: true as const, message: STOCK_MESSAGES.dryRun(report.summary.update), data: report };
    }
    const { report, backInStock } = await applyStockCsv(app.db, rows);
    mailWaitingShoppers(app, backInStock, request.log);
    return { success: true as const, message: STOCK_MESSAGES.applied(report.summary.update), data: report };
  });
};
