// Owns /api/admin/settings, an operation across two modules: the shop's details and rules saved (settings), then the
// invoices that waited for them issued (invoices).
import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsync } from 'fastify';
import { settingsEndpoints, type Settings } from '@shop/contract/settings';
import { missingPermissionMessage } from '@shop/contract/staff';
import { hasPermission } from '../platform/auth-guard.ts';
import { route } from '../platform/endpoint-routes.ts';
import { Forbidden } from '../platform/errors.ts';
import { issueWaitingInvoices, ordersWaitingForInvoice } from '../modules/invoices/index.ts';
import { getSettings, saveSettings } from '../modules/settings/index.ts';

const MONEY_SECTIONS = ['shop', 'tax', 'cod', 'online_discount'] as const satisfies readonly (keyof Settings)[];

export const SETTINGS_MESSAGES = { saved: 'Settings saved' } as const;

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, settingsEndpoints.get, {}, async () => ({
    success: true as const,
    data: await getSettings(app.db),
    invoices_waiting: (await ordersWaitingForInvoice(app.db)).length,
  }));

  route(app, settingsEndpoints.save, {}, async (request) => {
    // The money settings (who sells, tax, Cash on Delivery, the discount for paying online) are the owner's: saving
    // the form with them unchanged is every manager's right, changing them needs `settings.money`.
    if (!hasPermission(request, 'settings.money')) {
      const saved = await getSettings(app.db);
      const changed = MONEY_SECTIONS.filter((section) => !isDeepStrictEqual(saved[section], request.body[section]));
      if (changed.length > 0) throw new Forbidden(missingPermissionMessage(request.user?.staffRole, 'settings.money'));
    }
    // The home page and menu are saved on their own (PUT /api/admin/storefront, content.write): kept as they are.
    const body = { ...request.body, storefront: (await getSettings(app.db)).storefront };
    await saveSettings(app.db, body);
    return {
      success: true as const,
      message: SETTINGS_MESSAGES.saved,
      data: body,
      invoices_waiting: await issueWaitingInvoices(app.db, request.body),
    };
  });
};
