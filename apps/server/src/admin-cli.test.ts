import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from './platform/db/database.ts';
import { users } from './platform/db/schema.ts';

const run = promisify(execFile);
const cli = new URL('./admin-cli.ts', import.meta.url).pathname;

describe('npm run admin -- create', () => {
  it('makes a verified admin in the configured database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(
      process.execPath,
      [cli, 'create', '--email', 'Boss@Shop.in', '--password', 'boss-pass-123'],
      { env },
    );
    expect(stdout).toContain('Admin ready: boss@shop.in');

    const database = await openDatabase({ dataDir });
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'boss@shop.in'));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    expect(admin).toMatchObject({ role: 'admin', verified: true });
  });

  it('refuses a short password with a clear message', async () => {
    const failure = await run(process.execPath, [cli, 'create', '--email', 'a@b.in', '--password', 'short']).catch(
      (e) => e,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('password: Password must be at least 8 characters');
  });
});
