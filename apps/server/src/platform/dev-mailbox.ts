// Owns /dev/mailbox: the outbox as a page, so a newcomer without SMTP can read a verification code in the browser.
import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from './loopback.ts';
import { readOutbox } from './mailer.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function registerDevMailbox(app: FastifyInstance, outbox: string): Promise<void> {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    // Every code is on this page, so every account: it answers only the developer's own machine.
    if (!fromThisMachine(request)) {
      return reply.status(404).send({ success: false, message: 'No such endpoint: GET /dev/mailbox' });
    }
    const mails = await readOutbox(outbox);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(
            new Date(m.sentAt).toLocaleString('en-IN'),
          )}</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#4b5563;margin:.25rem 0 .75rem}
pre{white-space:pre-wrap;font:inherit;margin:0}</style></head><body><h1>Dev mailbox</h1>
<p>Mail the shop sent while no SMTP server is configured, newest first. This page exists only in development, for this machine.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
