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
  const sandboxed = { razorpay: !app.config.razorpay, phonepe: !app.config.phonepe, paypal: !app.config.paypal };
  if (sandboxed.razorpay) await app.register(razorpaySandbox, { prefix: '/razorpay' });
  if (sandboxed.phonepe) await app.register(phonePeSandbox, { prefix: '/phonepe' });
  if (sandboxed.paypal) await app.register(payPalSandbox, { prefix: '/paypal' });
}
