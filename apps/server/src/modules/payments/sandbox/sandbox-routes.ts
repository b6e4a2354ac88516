// Owns mounting the three sandboxes at /api/sandbox/<provider>, with the form bodies their hosted pages post.
import type { FastifyInstance } from 'fastify';
import { payPalSandbox } from './paypal-sandbox.ts';
import { phonePeSandbox } from './phonepe-sandbox.ts';
import { razorpaySandbox } from './razorpay-sandbox.ts';
import { fromThisServer, type SandboxFaults } from './sandbox-guards.ts';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // The sandbox stands in for other companies' APIs: it is not part of ours.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Fault switches for failure drills (npm run test:scale, the sweep's tests): the provider APIs stall past our
  // timeout for a while, or the webhooks and callbacks they would send are lost.
  let stallUntil = 0;
  let webhooksLostUntil = 0;
  const seconds = (value: unknown) => Math.min(Math.max(Number(value ?? 0), 0), 600);
  app.post<{ Body: { forSeconds?: number; loseWebhooksForSeconds?: number } }>('/control', async (request, reply) => {
    // Only from this machine, not through a proxy: a drill is for whoever runs the shop, not its visitors.
    if (!fromThisServer(request)) return reply.status(403).send({ success: false, message: 'Only from this machine' });
    if (request.body?.loseWebhooksForSeconds !== undefined) {
      const lose = seconds(request.body.loseWebhooksForSeconds);
      webhooksLostUntil = Date.now() + lose * 1000;
      return { success: true, message: lose ? `Webhooks are lost for ${lose} s` : 'Webhooks are delivered' };
    }
    const forSeconds = seconds(request.body?.forSeconds);
    stallUntil = Date.now() + forSeconds * 1000;
    return {
      success: true,
      message: forSeconds ? `Provider APIs stall for ${forSeconds} s` : 'Provider APIs answer normally',
    };
  });
  const faults: SandboxFaults = { webhooksLost: () => Date.now() < webhooksLostUntil };
  app.addHook('onRequest', async (request) => {
    const isProviderApi = /\/(v1|v2|checkout\/v2)\//.test(request.url);
    if (isProviderApi && Date.now() < stallUntil) await new Promise((resolve) => setTimeout(resolve, 12_000));
  });

  const sandboxed = { razorpay: !app.config.razorpay, phonepe: !app.config.phonepe, paypal: !app.config.paypal };
  if (sandboxed.razorpay) await app.register(razorpaySandbox, { prefix: '/razorpay', faults });
  if (sandboxed.phonepe) await app.register(phonePeSandbox, { prefix: '/phonepe', faults });
  if (sandboxed.paypal) await app.register(payPalSandbox, { prefix: '/paypal' });
}
