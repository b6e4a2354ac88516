// Owns sending mail: through SMTP when SMTP_URL is set, otherwise into $DATA_DIR/outbox (and the log) for development.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Attachment = { filename: string; content: Buffer; contentType: string };
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: Attachment[] };
export type OutboxMail = Omit<Mail, 'attachments'> & {
  sentAt: string;
  attachments: { filename: string; contentType: string; file: string }[];
};
export type Mailer = { send(mail: Mail): Promise<void>; outbox: string | undefined };

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Print each outbox mail's text (its code) in the log: for a developer without SMTP, never in production. */
  logBodies: boolean;
  /** The name mails are sent under (the shop's, as staff set it); `from` gives the address. `from`'s own name without it. */
  senderName?: () => Promise<string>;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer is loaded with the first mail, not at start.
    let transport: Promise<Transporter> | undefined;
    return {
      outbox: undefined,
      async send(mail) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        // A name that cannot be read now (the database away a moment) leaves the mail under `from`'s own.
        const name = await options.senderName?.().catch(() => undefined);
        const from = name ? { name, address: addressOf(options.from) } : options.from;
        await (await transport).sendMail({ from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  let sequence = 0;
  return {
    outbox,
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const sentAt = new Date().toISOString();
      // The sequence keeps mails sent in the same millisecond in order.
      const file = `${sentAt.replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}.json`;
      // An attachment is kept beside the mail under its own name; the JSON names it.
      const attachments = await Promise.all(
        (mail.attachments ?? []).map(async (attachment, index) => {
          const kept = `${file.replace(/\.json$/, '')}-${index + 1}-${attachment.filename}`;
          await writeFile(path.join(outbox, kept), attachment.content);
          return { filename: attachment.filename, contentType: attachment.contentType, file: kept };
        }),
      );
      const kept = { ...mail, attachments, sentAt };
      await writeFile(path.join(outbox, file), JSON.stringify(kept, null, 2));
      // Without SMTP the log is where a developer reads the code; elsewhere a subject may carry one too.
      if (options.logBodies) {
        options.log.info(
          { to: mail.to, subject: mail.subject },
          `Mail (no SMTP_URL, kept in the outbox):\n${mail.text}`,
        );
      } else options.log.info({ to: mail.to, file }, 'Mail kept in the outbox (no SMTP_URL)');
    },
  };
}

/** The address of a From line: `Shop <shop@example.in>` → `shop@example.in`. */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** Newest first. */
export async function readOutbox(outbox: string, limit = 50): Promise<OutboxMail[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const newest = files
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8')) as OutboxMail));
}
