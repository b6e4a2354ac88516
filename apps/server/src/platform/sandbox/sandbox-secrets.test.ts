// The sandboxes' secrets: made at random for each data folder on its first start, and kept there for the next.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxSecrets } from './sandbox-secrets.ts';

describe("the sandboxes' secrets", () => {
  it('are made at random per shop, none of them the old published constants, and kept in its data folder', async () => {
    const one = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
    const other = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
    const secrets = sandboxSecrets(one);
    expect(Object.values(secrets)).not.toContain('sandbox-shiprocket-webhook-token');
    expect(Object.values(secrets)).not.toContain('sandbox-whatsapp-app-secret');
    expect(Object.values(secrets)).not.toContain('sandbox-password');
    for (const value of Object.values(secrets)) expect(value).toMatch(/^[\w-]{32}$/);
    expect(sandboxSecrets(other).shiprocketWebhookToken).not.toBe(secrets.shiprocketWebhookToken);
    // What the next start reads.
    expect(JSON.parse(await readFile(path.join(one, 'sandbox-secrets.json'), 'utf8'))).toEqual(secrets);
  });
});
