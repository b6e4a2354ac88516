import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { createMailer, readOutbox } from './mailer.ts';

const log = pino({ level: 'silent' });
const mail = { to: 'asha@example.in', subject: 'Your code', text: 'Hello\n\n123456\n', html: '<p>123456</p>' };

describe('mail through a real SMTP server', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the mail with its code', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mailer-'));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <shop@example.in>',
      dataDir,
      log,
      logBodies: false,
    });
    expect(mailer.outbox).toBeUndefined();
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['asha@example.in']);
    expect(received[0]!.raw).toMatch(/^123456\r?$/m);
  });

  it('sends under the shop’s name as it is now, from the configured address', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mailer-'));
    let name = 'Thread & Tote';
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <shop@example.in>',
      dataDir,
      log,
      logBodies: false,
      senderName: async () => name,
    });
    name = 'Kora Weaves';
    await mailer.send(mail);
    expect(received.at(-1)!.raw).toMatch(/^From: Kora Weaves <shop@example\.in>\r?$/m);
  });
});

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox, newest first', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mailer-'));
    const mailer = createMailer({ from: 'Shop <shop@example.in>', dataDir, log, logBodies: true });
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    const outbox = await readOutbox(mailer.outbox!);
    expect(outbox.map((m) => m.subject)).toEqual(['Second', 'Your code']);
  });

  it('prints the code in the log for a developer, and only the recipient in production', async () => {
    const lines = async (logBodies: boolean) => {
      const written: string[] = [];
      const recording = pino({ level: 'info' }, { write: (line: string) => void written.push(line) });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mailer-'));
      await createMailer({ from: 'Shop <shop@example.in>', dataDir, log: recording, logBodies }).send(mail);
      return written.join('');
    };
    expect(await lines(true)).toContain('123456');
    const production = await lines(false);
    expect(production).toContain('asha@example.in');
    expect(production).not.toContain('123456');
    expect(production).not.toContain('Your code');
  });
});
