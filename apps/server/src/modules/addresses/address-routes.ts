// Owns /api/shop/address: the signed-in shopper's own addresses only (another user's id is a 403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressAnswer, addressInput, addressList, addressParams } from '@shop/contract/addresses';
import { userIdParams } from '@shop/contract/cart';
import { errorAnswer, messageAnswer } from '@shop/contract/envelope';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { ADDRESS_MESSAGES, addAddress, deleteAddress, listAddresses, updateAddress } from './address-service.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];
  app.addHook('onRequest', requireUser);

  app.post(
    '/add',
    { schema: { tags, body: addressInput, response: { 201: addressAnswer, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request, request.body.user_id);
      const data = await addAddress(app.db, user.id, request.body);
      return reply.status(201).send({ success: true as const, message: ADDRESS_MESSAGES.added, data });
    },
  );

  app.get(
    '/get/:userId',
    { schema: { tags, params: userIdParams, response: { 200: addressList, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      return { success: true as const, data: await listAddresses(app.db, user.id) };
    },
  );

  app.put(
    '/update/:userId/:addressId',
    { schema: { tags, params: addressParams, body: addressInput, response: { 200: addressAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      const data = await updateAddress(app.db, user.id, request.params.addressId, request.body);
      return { success: true as const, message: ADDRESS_MESSAGES.updated, data };
    },
  );

  app.delete(
    '/delete/:userId/:addressId',
    { schema: { tags, params: addressParams, response: { 200: messageAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      await deleteAddress(app.db, user.id, request.params.addressId);
      return { success: true, message: ADDRESS_MESSAGES.deleted };
    },
  );
};
