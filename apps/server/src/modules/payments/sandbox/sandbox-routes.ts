// Owns mounting the three sandboxes at /api/sandbox/<provider>, with the form bodies their hosted pages post.
import type { FastifyInstance } from 'fastify';
import { payPalSandbox } from './paypal-sandbox.ts';
import { phonePeSandbox } from './phonepe-sandbox.ts';
import { razorpaySandbox } from './razorpay-sandbox.ts';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // The sandbox stands in for other companies' APIs: it is not part of ours.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // A fault switch for failure drills (npm run test:scale): the provider APIs stall past our timeout for a while.
  let stallUntil = 0;
  app.post<{ Body: { stallSeconds?: number; forSeconds?: number } }>('/control', async (request, reply) => {
    // Only from this machine, not through a proxy: a drill is for whoever runs the shop, not its visitors.
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    if (!loopback || request.headers['x-forwarded-for'])
      return reply.status(403).send({ success: false, message: 'Only from this machine' });
    const forSeconds = Math.min(Math.max(Number(request.body?.forSeconds ?? 0), 0), 600);
    stallUntil = Date.now() + forSeconds * 1000;
    return {
      success: true,
      message: forSeconds ? `Provider APIs stall for ${forSeconds} s` : 'Provider APIs answer normally',
    };
  });
  app.addHook('onRequest', async (request) => {
    const isProviderApi = /\/(v1|v2|checkout\/v2)\//.test(request.url);
    if (isProviderApi && Date.now() < stallUntil) await new Promise((resolve) => setTimeout(resolve, 12_000));
  });

  const sandboxed = { razorpay: !app.config.razorpay, phonepe: !app.config.phonepe, paypal: !app.config.paypal };
  if (sandboxed.razorpay) await app.register(razorpaySandbox, { prefix: '/razorpay' });
  if (sandboxed.phonepe) await app.register(phonePeSandbox, { prefix: '/phonepe' });
  if (sandboxed.paypal) await app.register(payPalSandbox, { prefix: '/paypal' });
}
