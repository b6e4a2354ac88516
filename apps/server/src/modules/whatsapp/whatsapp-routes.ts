// Owns /api/whatsapp/webhook (Meta's verification handshake, and its signed notifications: message statuses, button
// presses, STOP and START) and /api/shop/whatsapp (the signed-in shopper's phones and turning their updates off).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { whatsappEndpoints } from '@shop/contract/whatsapp';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { Forbidden, NotFound, Unauthorized } from '../../platform/errors.ts';
import { recordStatus } from './message-statuses.ts';
import { optInsOf, recordOptIn } from './opt-ins.ts';
import { readNotification } from './webhook-notifications.ts';
import { SIGNATURE_HEADER, signedByMeta } from './webhook-signature.ts';
import { whatsappProvider } from './whatsapp-provider.ts';

/** A shopper pressed a quick-reply button: on which phone (10 digits), and the payload the message was sent with. */
export type ButtonPress = { phone: string; payload: string };

export type WhatsAppRoutesOptions = {
  /** What a press does (the flows decide: confirm a COD order, answer a failed delivery). */
  onButton: (app: FastifyInstance, press: ButtonPress) => Promise<void>;
  /** What follows a phone's yes (the flows send the asks for confirmation its orders still wait for). */
  onOptIn: (app: FastifyInstance, phone: string) => Promise<void>;
};

export const WHATSAPP_MESSAGES = {
  notFromWhatsApp: 'This webhook is not from WhatsApp',
  wrongVerifyToken: 'The verify token does not match',
  notYours: 'That phone is not one of yours',
  codeNotOptedIn:
    'We send codes on WhatsApp only to a phone that said yes to our messages: please confirm with the link in your mail.',
  codeDailyCap: 'We have sent this phone as many codes as we can today: please confirm with the link in your mail.',
  optedOut: (phone: string) => `Order updates on WhatsApp are off for ${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}.`,
};

const sameText = (a: string, b: string) =>
  Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const whatsappRoutes: FastifyPluginAsync<WhatsAppRoutesOptions> = async (app, { onButton, onOptIn }) => {
  const { webhook } = whatsappProvider(app);

  route(app, whatsappEndpoints.webhookVerify, {}, async (request, reply) => {
    const query = request.query;
    const token = query['hub.verify_token'];
    if (!webhook || query['hub.mode'] !== 'subscribe' || !token || !sameText(token, webhook.verifyToken))
      throw new Forbidden(WHATSAPP_MESSAGES.wrongVerifyToken);
    // Meta reads the challenge back as the whole body, as text.
    return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
  });

  await app.register(async (signed) => {
    // The signature is over the body's exact bytes: kept as text before it is parsed.
    signed.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as unknown as { rawBody: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    route(signed, whatsappEndpoints.webhook, {}, async (request) => {
      const rawBody = (request as unknown as { rawBody?: string }).rawBody ?? '';
      if (!webhook || !signedByMeta(webhook.appSecret, rawBody, request.headers[SIGNATURE_HEADER]))
        throw new Unauthorized(WHATSAPP_MESSAGES.notFromWhatsApp);
      // Done before answering: Meta sends again what was not answered 200, and a press has no other way back. Each
      // step may be repeated safely (a status moves forward only, a press's flow is done once per order).
      for (const heard of readNotification(request.body)) {
        if (heard.kind === 'status') await recordStatus(app.db, heard);
        else if (heard.kind === 'stop')
          await recordOptIn(app.db, { phone: heard.phone, userId: null, optedIn: false, source: 'reply' });
        else if (heard.kind === 'start') {
          await recordOptIn(app.db, { phone: heard.phone, userId: null, optedIn: true, source: 'reply' });
          await onOptIn(app, heard.phone);
        } else await onButton(app, { phone: heard.phone, payload: heard.payload });
      }
      return { success: true as const };
    });
  });

  route(app, whatsappEndpoints.optIns, { onRequest: requireUser }, async (request) => ({
    success: true as const,
    data: await optInsOf(app.db, signedInUser(request).id),
  }));

  route(app, whatsappEndpoints.optOut, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const { phone } = request.body;
    if (!(await optInsOf(app.db, user.id)).some((answer) => answer.phone === phone))
      throw new NotFound(WHATSAPP_MESSAGES.notYours);
    await recordOptIn(app.db, { phone, userId: user.id, optedIn: false, source: 'account' });
    return { success: true, message: WHATSAPP_MESSAGES.optedOut(phone) };
  });
};
