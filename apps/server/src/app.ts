// Owns the composition of the server: platform plugins first, then the lists of API plugins (the shop's, the staff's) and
// of background sweeps, a line each, then the web app.
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginOptions,
  type FastifyRegisterOptions,
  LogController,
} from 'fastify';
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
  registerOldProductAddresses,
  shopCatalogRoutes,
  sitemapRoutes,
  sizeChartRoutes,
  stockSheetRoutes,
} from './modules/catalog/index.ts';
import { settingsRoutes } from './flows/settings-routes.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { featureRoutes } from './modules/features/index.ts';
import { adminBrandRoutes, manifestRoutes, shopBrandRoutes } from './modules/brand/index.ts';
import { shopName } from './modules/settings/index.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { adminBuyerRoutes, startReservationSweeper } from './modules/orders/index.ts';
import { askWaitingCodOrders } from './modules/notifications/index.ts';
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
import { adminPageRoutes, shopPageRoutes } from './modules/pages/index.ts';
import { adminRedirectRoutes } from './modules/redirects/index.ts';
import { movedTo, registerOldAddresses } from './flows/old-addresses.ts';
import { adminCollectionRoutes, shopCollectionRoutes } from './modules/collections/index.ts';
import { adminCustomerDataRoutes, shopAccountRoutes } from './modules/privacy/index.ts';
import { cartCouponRoutes } from './flows/coupon-quote.ts';
import { checkoutQuoteRoutes } from './flows/price-cart.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { gstReturnRoutes } from './modules/gst-returns/index.ts';
import { exportRoutes } from './modules/exports/index.ts';
import { productImportRoutes } from './modules/product-import/index.ts';
import { customerImportRoutes, reviewImportRoutes } from './modules/customer-import/index.ts';
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

  // On close, a connection whose request ends after the close began would sit idle until its keep-alive ran out (72 s)
  // and hold the close that long: a closing test app outlived afterAll's 60 s. Such connections end as they go idle.
  app.addHook('preClose', async () => {
    const endIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    endIdle.unref();
    app.server.once('close', () => clearInterval(endIdle));
  });

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
    // Mails go out under the shop's name as staff set it (Settings → Brand), from MAIL_FROM's address.
    senderName: () => shopName(database.db),
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

  // The shop's API, a plugin a line, registered in this order under /api (the prefix says where below it). The
  // shopper's side and the webhooks come first; a sandbox only where it runs.
  const API: Mount[] = [
    mount(healthRoutes),
    mount(authRoutes, { prefix: '/auth', mailer }),
    mount(twoFactorRoutes, { prefix: '/auth' }),
    mount(inviteRoutes, { prefix: '/auth' }),
    mount(shopCatalogRoutes, { prefix: '/shop' }),
    mount(shopCollectionRoutes, { prefix: '/shop' }),
    mount(shopPageRoutes, { prefix: '/shop/pages' }),
    mount(cartRoutes, { prefix: '/shop/cart' }),
    mount(cartCouponRoutes, { prefix: '/shop/cart' }),
    mount(checkoutQuoteRoutes, { prefix: '/shop/checkout', offersPayPal: providers.testMode }),
    mount(addressRoutes, { prefix: '/shop/address' }),
    mount(shopAccountRoutes, { prefix: '/shop/account' }),
    mount(deliveryRoutes, { prefix: '/shop/delivery', courierDays: courierDays(app, shipping) }),
    mount(orderRoutes, { prefix: '/shop/order' }),
    mount(codConfirmRoutes, { prefix: '/shop/order' }),
    mount(paymentRoutes, { payments, providers, records }),
    mount(shippingWebhookRoutes, { prefix: '/shipping', shipping }),
    sandboxAllowed && mount(sandboxRoutes, { prefix: '/sandbox' }),
    shipping.sandbox && mount(shipping.sandbox, { prefix: '/sandbox/shiprocket' }),
    mount(whatsappRoutes, {
      onButton: (instance, press) => whatsappButtonPressed(instance, shipping, press),
      onOptIn: (instance, phone) => askWaitingCodOrders(instance, phone),
    }),
    whatsapp.sandbox && mount(whatsapp.sandbox, { prefix: '/sandbox/whatsapp' }),
    mount(featureRoutes, { prefix: '/common/feature' }),
    mount(shopBrandRoutes, { prefix: '/shop/brand' }),
  ];
  // The staff area, under /api/admin behind one guard (below), a plugin a line.
  const ADMIN: Mount[] = [
    mount(adminProductRoutes, { prefix: '/products' }),
    mount(productImportRoutes, { prefix: '/products' }),
    mount(sizeChartRoutes, { prefix: '/size-charts' }),
    mount(catalogueOptionRoutes),
    mount(settingsRoutes, { prefix: '/settings' }),
    mount(adminBrandRoutes, { prefix: '/brand' }),
    mount(adminOrderRoutes, { shipping }),
    mount(adminBuyerRoutes),
    mount(adminCustomerDataRoutes, { prefix: '/customers' }),
    mount(customerImportRoutes, { prefix: '/customers' }),
    mount(reviewImportRoutes, { prefix: '/reviews' }),
    mount(staffCodRoutes),
    mount(adminShippingRoutes, { prefix: '/shipping', shipping }),
    mount(dashboardRoutes),
    mount(adminCouponRoutes),
    mount(adminPageRoutes, { prefix: '/pages' }),
    mount(adminRedirectRoutes, { prefix: '/redirects' }),
    mount(adminCollectionRoutes),
    mount(gstReturnRoutes, { prefix: '/reports' }),
    mount(exportRoutes, { prefix: '/exports' }),
    mount(stockSheetRoutes, { prefix: '/stock' }),
    mount(staffRoutes, { prefix: '/staff', mailer }),
    mount(auditRoutes),
  ];
  // The background work, a sweep a line, each run on one instance at a time (platform/background-sweep.ts). What
  // follows an order's events has its own sweep, started with its dispatcher above.
  const every = config.sweepIntervalMs;
  const SWEEPS: ((app: FastifyInstance) => void)[] = [
    (on) => startSessionSweeper(on, every),
    (on) => startCodeSweeper(on, every),
    (on) => startReservationSweeper(on, every),
    (on) => startCreditNoteSweep(on, every),
    (on) => startPaymentSweeper(on, payments, every),
    (on) => startParcelSweeper(on, shipping, every),
    (on) => startWhatsAppSender(on),
    (on) => startCodConfirmSweeper(on, every),
  ];

  await app.register(
    async (api) => {
      registerOriginCheck(api, {
        publicUrl: config.publicUrl,
        // A shop at a named address takes writes from that address only; unnamed, from wherever it was reached.
        onlyPublicUrl: config.publicUrlSet,
      });
      loadSessionUser(api);
      registerNulGuard(api);
      await registerAll(api, API);
      await api.register(
        async (admin) => {
          // One guard for the whole staff area (decision 035): every /api/admin route names the permission it needs,
          // or the shop does not start, and an active staff member whose role holds it may call it. Every change made
          // here, and every export of customers' data, is written to the audit trail.
          requirePermissions(admin);
          admin.addHook('onRequest', requirePermission);
          registerAuditTrail(admin);
          await registerAll(admin, ADMIN);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  if (mailer.outbox && config.env !== 'production') await registerDevMailbox(app, mailer.outbox);

  for (const start of SWEEPS) start(app);
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
  await app.register(manifestRoutes);
  registerOldProductAddresses(app);
  registerOldAddresses(app);
  await registerWebApp(app, {
    webDist: config.webDist,
    uploads: images.storage,
    publicUrl: config.publicUrl,
    mode: config.env,
    pagePolicy,
    webSource: config.webSource,
    movedTo: (url) => movedTo(app.db, url),
  });
  app.addHook('onClose', async () => database.close());
  return app;
}

/** A plugin with its options (its prefix among them), to register in a scope; `false` where it is left out. */
type Mount = false | null | ((scope: FastifyInstance) => PromiseLike<unknown>);

function mount(plugin: FastifyPluginAsync): Mount;
function mount<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  options: FastifyRegisterOptions<Options>,
): Mount;
function mount(plugin: FastifyPluginAsync, options?: FastifyRegisterOptions<FastifyPluginOptions>): Mount {
  return (scope) => (options === undefined ? scope.register(plugin) : scope.register(plugin, options));
}

/** Registers a list's plugins one after another, in its order. */
async function registerAll(scope: FastifyInstance, plugins: Mount[]): Promise<void> {
  for (const plugin of plugins) if (plugin) await plugin(scope);
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
