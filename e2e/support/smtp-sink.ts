// Owns the local SMTP server e2e journeys read their mail from: every message lands as a file in one folder.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink(directory: string): Promise<{ port: number; close(): Promise<void> }> {
  await mkdir(directory, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(directory, `${Date.now()}-${String(++received).padStart(5, '0')}.json`);
        // Written under another name, then renamed: a reader never sees a half-written mail.
        const partial = `${file}.partial`;
        writeFile(partial, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }))
          .then(() => rename(partial, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type Mail = { to: string[]; raw: string };

/** Every mail sent to this address so far, oldest first. */
export async function mailsTo(directory: string, address: string): Promise<Mail[]> {
  const files = (await readdir(directory)).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(directory, f), 'utf8')) as Mail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}
