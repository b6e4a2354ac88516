// Owns /api/shop/address: the signed-in shopper's own addresses only (another user's id is a 403).
import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints } from '@shop/contract/addresses';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { ADDRESS_MESSAGES, addAddress, deleteAddress, listAddresses, updateAddress } from './address-service.ts';

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireUser);

  route(app, addressEndpoints.add, {}, async (request) => {
    const user = signedInUser(request, request.body.user_id);
    const data = await addAddress(app.db, user.id, request.body);
    return { success: true as const, message: ADDRESS_MESSAGES.added, data };
  });

  route(app, addressEndpoints.list, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    return { success: true as const, data: await listAddresses(app.db, user.id) };
  });

  route(app, addressEndpoints.update, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    const data = await updateAddress(app.db, user.id, request.params.addressId, request.body);
    return { success: true as const, message: ADDRESS_MESSAGES.updated, data };
  });

  route(app, addressEndpoints.remove, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    await deleteAddress(app.db, user.id, request.params.addressId);
    return { success: true, message: ADDRESS_MESSAGES.deleted };
  });
};
