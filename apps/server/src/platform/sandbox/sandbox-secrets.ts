// Owns the sandboxes' secrets (the WhatsApp sandbox's access token, app secret and verify token; the Shiprocket
// sandbox's API password and webhook token): made at random on the shop's first start and kept in its data folder, so
// that nobody can read them in the source and forge a webhook or log in to a sandbox's API.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'sandbox-secrets.json';
const NAMES = [
  'whatsappToken',
  'whatsappAppSecret',
  'whatsappVerifyToken',
  'shiprocketPassword',
  'shiprocketWebhookToken',
] as const;
export type SandboxSecrets = Record<(typeof NAMES)[number], string>;

const kept = new Map<string, SandboxSecrets>();

/** The data folder's sandbox secrets: read once, or made now if it has none. */
export function sandboxSecrets(dataDir: string): SandboxSecrets {
  let secrets = kept.get(dataDir);
  if (!secrets) {
    secrets = readOrMake(dataDir);
    kept.set(dataDir, secrets);
  }
  return secrets;
}

function readOrMake(dataDir: string): SandboxSecrets {
  const file = path.join(dataDir, FILE);
  const read = (): SandboxSecrets | undefined => {
    try {
      const found = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxSecrets>;
      return NAMES.every((name) => typeof found[name] === 'string') ? (found as SandboxSecrets) : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const found = read();
  if (found) return found;
  const made = Object.fromEntries(NAMES.map((name) => [name, randomBytes(24).toString('base64url')])) as SandboxSecrets;
  mkdirSync(dataDir, { recursive: true });
  // Written whole under another name, then linked in place: a second process starting at once reads one set or makes
  // none (its link fails), never half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, JSON.stringify(made, null, 2), { mode: 0o600 });
  try {
    linkSync(draft, file);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read() ?? made;
  } finally {
    rmSync(draft, { force: true });
  }
}
