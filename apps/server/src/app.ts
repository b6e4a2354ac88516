// Owns the composition of the server: platform plugins first, then each module under /api, then the web app.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SHOP_NAME } from '@shop/contract/shop';
import type { Config } from './platform/config.ts';
import type { Database, Db } from './platform/db/database.ts';
import { loadSessionUser, requirePermission, requirePermissions } from './platform/auth-guard.ts';
import { registerDevMailbox } from './platform/dev-mailbox.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { errorForLog } from './platform/log-errors.ts';
import { requireDescriptions } from './platform/endpoint-routes.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { registerOriginCheck } from './platform/origin-check.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { createReadCache } from './platform/read-cache.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { startSessionSweeper } from './platform/session-sweeper.ts';
import { MAX_IMAGE_BYTES, type ImageStore } from './platform/image-store.ts';
import { registerWebApp } from './platform/web-app.ts';
import { authRoutes, startCodeSweeper, twoFactorRoutes } from './modules/auth/index.ts';
import { auditRoutes, registerAuditTrail } from './modules/audit/index.ts';
import { inviteRoutes, staffRoutes } from './modules/staff/index.ts';
import {
  adminProductRoutes,
  catalogueOptionRoutes,
  shopCatalogRoutes,
  sitemapRoutes,
  sizeChartRoutes,
  stockSheetRoutes,
} from './modules/catalog/index.ts';
import { settingsRoutes } from './flows/settings-routes.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { featureRoutes } from './modules/features/index.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { adminBuyerRoutes, askWaitingCodOrders, startReservationSweeper } from './modules/orders/index.ts';
import { RAZORPAY_CHECKOUT_SCRIPT, sandboxRoutes } from './modules/payments/index.ts';
import { adminOrderRoutes } from './flows/admin-order-routes.ts';
import { composePayments } from './flows/checkout.ts';
import { paymentRoutes } from './flows/payment-routes.ts';
import { startPaymentSweeper } from './flows/payment-sweeper.ts';
import { startCreditNoteSweep } from './flows/money-back.ts';
import { registerOrderEffects } from './flows/order-effects.ts';
import { orderRoutes } from './flows/order-routes.ts';
import { healthRoutes } from './modules/health/index.ts';
import { adminCouponRoutes } from './modules/coupons/index.ts';
import { adminCustomerDataRoutes, shopAccountRoutes } from './modules/privacy/index.ts';
import { cartCouponRoutes } from './flows/coupon-quote.ts';
import { checkoutQuoteRoutes } from './flows/price-cart.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { gstReturnRoutes } from './modules/gst-returns/index.ts';
import { exportRoutes } from './modules/exports/index.ts';
import { productImportRoutes } from './modules/product-import/index.ts';
import { shippingProvider } from './modules/shipping/index.ts';
import { adminShippingRoutes, shippingWebhookRoutes } from './flows/shipping-routes.ts';
import { startParcelSweeper } from './flows/track-parcels.ts';
import { courierDays } from './flows/courier-days.ts';
import { startWhatsAppSender, whatsappProvider, whatsappRoutes } from './modules/whatsapp/index.ts';
import {
  codConfirmRoutes,
  startCodConfirmSweeper,
  staffCodRoutes,
  whatsappButtonPressed,
} from './flows/confirm-cod.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    images: ImageStore;
    mailer: Mailer;
  }
}

export type AppDependencies = { config: Config; database: Database; images: ImageStore };

export async function buildApp({ config, database, images }: AppDependencies): Promise<FastifyInstance> {
  const readCache = createReadCache({ trustRequestId: Boolean(config.trustProxy) });
  const app = Fastify({
    // Fresh public catalogue answers are replayed as requests arrive, before Fastify routes them.
    serverFactory: readCache.serverFactory,
    logger: logger(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    genReqId: () => randomUUID(),
    // One log line per answer (below) instead of Fastify's two, which cost a third of a cached request's time.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a trusted proxy, keep the request id it assigned, so one id follows a request through both logs.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('images', images);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    // Codes in the log are for a developer without SMTP; a production shop's log never holds them.
    logBodies: config.env !== 'production',
  });
  app.decorate('mailer', mailer);
  registerErrorHandler(app);
  // Every /api route is one of the contract's endpoint descriptions (decision 016), but for Prometheus' text, the
  // OpenAPI pages themselves and the payment sandbox, which imitates the providers' APIs rather than ours.
  requireDescriptions(app, { under: '/api/', except: ['/api/metrics', '/api/docs', '/api/sandbox'] });
  const recordAnswer = registerMetrics(app, database, config.metricsToken);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
  });

  // Operations that span modules are the flows' (flows/): payments meet orders there.
  const { payments, providers, records, refunds } = composePayments(app, mailer);
  const sandboxAllowed = config.env !== 'production' || config.paymentsSandbox;
  // The courier aggregator the shop ships through: Shiprocket, its sandbox, or none (staff record parcels by hand).
  const shipping = shippingProvider(app);
  // What follows an order's events (refunds asked, parcels cancelled, mail), run after each change commits.
  registerOrderEffects(app, { refunds, shipping }, config.sweepIntervalMs);
  // Order updates on WhatsApp: Meta's Cloud API, its sandbox, or none (mail only).
  const whatsapp = whatsappProvider(app);
  for (const warning of config.testShopWarnings) app.log.warn(warning);

  // Razorpay's real checkout runs its script and frames from its own hosts; the sandbox is same-origin.
  const razorpayHosts = config.razorpay ? [new URL(RAZORPAY_CHECKOUT_SCRIPT).origin, 'https://api.razorpay.com'] : [];
  const { pagePolicy } = registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    scriptHosts: razorpayHosts,
  });
  // After the security headers, so cached answers carry them; before compression, so it keeps the plain body.
  readCache.register(app, { log: app.log, recordAnswer });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, config.redisUrl);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: `${SHOP_NAME} API`, version: '1.0.0' }, servers: [{ url: config.publicUrl }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      registerOriginCheck(api, {
        publicUrl: config.publicUrl,
        // A shop at a named address takes writes from that address only; unnamed, from wherever it was reached.
        onlyPublicUrl: config.publicUrlSet,
      });
      loadSessionUser(api);
      registerNulGuard(api);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', mailer });
      await api.register(twoFactorRoutes, { prefix: '/auth' });
      await api.register(inviteRoutes, { prefix: '/auth' });
      await api.register(shopCatalogRoutes, { prefix: '/shop' });
      await api.register(cartRoutes, { prefix: '/shop/cart' });
      await api.register(cartCouponRoutes, { prefix: '/shop/cart' });
      await api.register(checkoutQuoteRoutes, { prefix: '/shop/checkout', offersPayPal: providers.testMode });
      await api.register(addressRoutes, { prefix: '/shop/address' });
      await api.register(shopAccountRoutes, { prefix: '/shop/account' });
      await api.register(deliveryRoutes, { prefix: '/shop/delivery', courierDays: courierDays(app, shipping) });
      await api.register(orderRoutes, { prefix: '/shop/order' });
      await api.register(codConfirmRoutes, { prefix: '/shop/order' });
      await api.register(paymentRoutes, { payments, providers, records });
      await api.register(shippingWebhookRoutes, { prefix: '/shipping', shipping });
      if (sandboxAllowed) await api.register(sandboxRoutes, { prefix: '/sandbox' });
      if (shipping.sandbox) await api.register(shipping.sandbox, { prefix: '/sandbox/shiprocket' });
      await api.register(whatsappRoutes, {
        onButton: (instance, press) => whatsappButtonPressed(instance, shipping, press),
        onOptIn: (instance, phone) => askWaitingCodOrders(instance, phone),
      });
      if (whatsapp.sandbox) await api.register(whatsapp.sandbox, { prefix: '/sandbox/whatsapp' });
      await api.register(featureRoutes, { prefix: '/common/feature' });
      await api.register(
        async (admin) => {
          // One guard for the whole staff area (decision 035): every /api/admin route names the permission it needs,
          // or the shop does not start, and an active staff member whose role holds it may call it. Every change made
          // here, and every export of customers' data, is written to the audit trail.
          requirePermissions(admin);
          admin.addHook('onRequest', requirePermission);
          registerAuditTrail(admin);
          await admin.register(adminProductRoutes, { prefix: '/products' });
          await admin.register(productImportRoutes, { prefix: '/products' });
          await admin.register(sizeChartRoutes, { prefix: '/size-charts' });
          await admin.register(catalogueOptionRoutes);
          await admin.register(settingsRoutes, { prefix: '/settings' });
          await admin.register(adminOrderRoutes, { shipping });
          await admin.register(adminBuyerRoutes);
          await admin.register(adminCustomerDataRoutes, { prefix: '/customers' });
          await admin.register(staffCodRoutes);
          await admin.register(adminShippingRoutes, { prefix: '/shipping', shipping });
          await admin.register(dashboardRoutes);
          await admin.register(adminCouponRoutes);
          await admin.register(gstReturnRoutes, { prefix: '/reports' });
          await admin.register(exportRoutes, { prefix: '/exports' });
          await admin.register(stockSheetRoutes, { prefix: '/stock' });
          await admin.register(staffRoutes, { prefix: '/staff', mailer });
          await admin.register(auditRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  if (mailer.outbox && config.env !== 'production') await registerDevMailbox(app, mailer.outbox);

  startSessionSweeper(app, config.sweepIntervalMs);
  startCodeSweeper(app, config.sweepIntervalMs);
  startReservationSweeper(app, config.sweepIntervalMs);
  startCreditNoteSweep(app, config.sweepIntervalMs);
  startPaymentSweeper(app, payments, config.sweepIntervalMs);
  startParcelSweeper(app, shipping, config.sweepIntervalMs);
  startWhatsAppSender(app);
  startCodConfirmSweeper(app, config.sweepIntervalMs);
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
  await registerWebApp(app, {
    webDist: config.webDist,
    uploads: images.storage,
    publicUrl: config.publicUrl,
    mode: config.env,
    pagePolicy,
    webSource: config.webSource,
  });
  app.addHook('onClose', async () => database.close());
  return app;
}

function logger(config: Config) {
  const serializers = { err: errorForLog };
  if (config.env === 'test') return { level: config.logLevel === 'info' ? 'error' : config.logLevel, serializers };
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    serializers,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : // Lines that arrive while a write is under way go out together in the next one, instead of a system call per
        // line (one per request); what is still buffered is written when the process exits.
        { stream: pino.destination({ sync: false }) }),
  };
}
