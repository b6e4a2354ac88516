// Owns mounting the three sandboxes at /api/sandbox/<provider>, with the form bodies their hosted pages post, and the
// fault switches for failure drills.
import type { FastifyInstance } from 'fastify';
import { payPalSandbox } from '../paypal/paypal-sandbox.ts';
import { phonePeSandbox } from '../phonepe/phonepe-sandbox.ts';
import { razorpaySandbox } from '../razorpay/razorpay-sandbox.ts';
import { sandboxClock } from '../../../platform/sandbox/sandbox-clock.ts';
import { fromThisServer, type SandboxFaults } from '../../../platform/sandbox/sandbox-guards.ts';

type Control = {
  forSeconds?: number;
  loseWebhooksForSeconds?: number;
  refundsFailForSeconds?: number;
  stallRefundsForSeconds?: number;
};

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // The sandbox stands in for other companies' APIs: it is not part of ours.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Fault switches for failure drills (npm run test:scale, the sweep's and refunds' tests), each on for a while and
  // off with 0 (several may be set in one call; a call naming none sets `forSeconds` to 0):
  // - forSeconds: every provider API call stalls 12 s before it is even read, past our 10 s timeout;
  // - loseWebhooksForSeconds: the webhooks and callbacks the providers would send are lost;
  // - refundsFailForSeconds: a new refund is accepted as pending, then fails a moment later (Razorpay refund.failed,
  //   PhonePe pg.refund.failed, PayPal FAILED);
  // - stallRefundsForSeconds: a new refund IS made, but the answer to the call that made it is held 12 s, past our
  //   timeout; asked again with the same idempotency key / merchantRefundId / PayPal-Request-Id, the provider answers
  //   that refund.
  const until = { stall: 0, webhooksLost: 0, refundsFail: 0, refundsStall: 0 };
  const seconds = (value: unknown) => Math.min(Math.max(Number(value ?? 0), 0), 600);
  app.post<{ Body: Control | undefined }>('/control', async (request, reply) => {
    // Only from this machine, not through a proxy: a drill is for whoever runs the shop, not its visitors.
    if (!fromThisServer(request)) return reply.status(403).send({ success: false, message: 'Only from this machine' });
    const body = request.body ?? {};
    const said: string[] = [];
    const flip = (key: keyof typeof until, value: unknown, on: string, off: string) => {
      const s = seconds(value);
      until[key] = Date.now() + s * 1000;
      said.push(s ? `${on} for ${s} s` : off);
    };
    if (body.loseWebhooksForSeconds !== undefined)
      flip('webhooksLost', body.loseWebhooksForSeconds, 'Webhooks are lost', 'Webhooks are delivered');
    if (body.refundsFailForSeconds !== undefined)
      flip('refundsFail', body.refundsFailForSeconds, 'New refunds fail', 'Refunds go through');
    if (body.stallRefundsForSeconds !== undefined)
      flip('refundsStall', body.stallRefundsForSeconds, 'Refund answers stall', 'Refunds answer normally');
    if (body.forSeconds !== undefined || said.length === 0)
      flip('stall', body.forSeconds, 'Provider APIs stall', 'Provider APIs answer normally');
    return { success: true, message: said.join('; ') };
  });
  const on = (key: keyof typeof until) => () => Date.now() < until[key];
  const faults: SandboxFaults = {
    webhooksLost: on('webhooksLost'),
    refundsFail: on('refundsFail'),
    refundsStall: on('refundsStall'),
  };
  const clock = sandboxClock(app);
  // Closing, the shop lets go of what the sandbox holds or has planned: it never waits on its own sandbox.
  app.addHook('preClose', async () => clock.stop());
  app.addHook('onRequest', async (request, reply) => {
    const isProviderApi = /\/(v1|v2|checkout\/v2)\//.test(request.url);
    if (isProviderApi && Date.now() < until.stall && !(await clock.stall(reply))) return reply;
  });

  const sandboxed = { razorpay: !app.config.razorpay, phonepe: !app.config.phonepe, paypal: !app.config.paypal };
  if (sandboxed.razorpay) await app.register(razorpaySandbox, { prefix: '/razorpay', faults, clock });
  if (sandboxed.phonepe) await app.register(phonePeSandbox, { prefix: '/phonepe', faults, clock });
  if (sandboxed.paypal) await app.register(payPalSandbox, { prefix: '/paypal', faults, clock });
}
