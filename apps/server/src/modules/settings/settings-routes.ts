// Owns /api/admin/settings: the shop's details and rules; saving them issues the invoices that waited for them.
import type { FastifyPluginAsync } from 'fastify';
import { settingsEndpoints } from '@shop/contract/settings';
import { route } from '../../platform/endpoint-routes.ts';
import { issueWaitingInvoices, ordersWaitingForInvoice } from '../invoices/index.ts';
import { getSettings, saveSettings } from './settings-service.ts';

export const SETTINGS_MESSAGES = { saved: 'Settings saved' } as const;

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, settingsEndpoints.get, {}, async () => ({
    success: true as const,
    data: await getSettings(app.db),
    invoices_waiting: (await ordersWaitingForInvoice(app.db)).length,
  }));

  route(app, settingsEndpoints.save, {}, async (request) => {
    await saveSettings(app.db, request.body);
    return {
      success: true as const,
      message: SETTINGS_MESSAGES.saved,
      data: request.body,
      invoices_waiting: await issueWaitingInvoices(app.db, request.body),
    };
  });
};
