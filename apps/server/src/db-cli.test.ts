import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from './platform/db/database.ts';
import { featureImages } from './platform/db/schema.ts';
import { templateDatabaseUrl, withAdminClient } from './testing/postgres-admin.ts';

const run = promisify(execFile);
const cli = new URL('./db-cli.ts', import.meta.url).pathname;
/** Each test spawns the CLI a few times, and PGlite starts in each: give it time on a busy machine. */
const slow = { timeout: 120_000 };
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'db-cli-'));
  folders.push(folder);
  return folder;
}

/** Runs the CLI as `npm run db:…` does, from a folder of its own (backups/ lands there). */
async function dbCli(cwd: string, env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, [cli, ...args], { cwd, env: { ...process.env, DATABASE_URL: '', ...env } }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function addBanner(options: Parameters<typeof openDatabase>[0], image: string) {
  const database = await openDatabase(options);
  await database.db.insert(featureImages).values({ image });
  await database.close();
}

async function bannersIn(options: Parameters<typeof openDatabase>[0]): Promise<string[]> {
  const database = await openDatabase(options);
  const rows = await database.db.select().from(featureImages);
  await database.close();
  return rows.map((row) => row.image).sort();
}

describe('npm run db:migrate / db:backup / db:restore on the embedded database', () => {
  it(
    'migrates, backs up, refuses to restore under a running shop, then restores and keeps the old database aside',
    slow,
    async () => {
      const cwd = await tempFolder();
      const env = { DATA_DIR: path.join(cwd, 'data') };

      const migrated = await dbCli(cwd, env, 'migrate');
      expect(migrated.stdout).toContain('Migrations applied to the embedded database');
      expect(existsSync(path.join(env.DATA_DIR, 'pglite/PG_VERSION'))).toBe(true);
      await addBanner({ dataDir: env.DATA_DIR }, '/uploads/before-backup.webp');

      const backedUp = await dbCli(cwd, env, 'backup');
      expect(backedUp.stdout).toMatch(/Backup written: .*shop-embedded-.*\.tar\.gz/);
      const [backup] = await readdir(path.join(cwd, 'backups'));
      expect(backup).toMatch(/^shop-embedded-\d{8}T\d{6}Z\.tar\.gz$/);

      // The shop goes on: it holds the database open and changes it after the backup.
      const running = await openDatabase({ dataDir: env.DATA_DIR });
      try {
        await running.db.insert(featureImages).values({ image: '/uploads/after-backup.webp' });
        const refused = await dbCli(cwd, env, 'restore', path.join('backups', backup!));
        expect(refused).toMatchObject({ code: 2 });
        expect(refused.stderr).toContain('stop it before you restore over it');
        expect(await readdir(env.DATA_DIR)).toEqual(['pglite']);
      } finally {
        await running.close();
      }

      const restored = await dbCli(cwd, env, 'restore', path.join('backups', backup!));
      expect(restored.stdout).toContain('Restored');
      expect(await bannersIn({ dataDir: env.DATA_DIR })).toEqual(['/uploads/before-backup.webp']);
      const aside = (await readdir(env.DATA_DIR)).filter((name) => name.startsWith('pglite.before-restore-'));
      expect(aside).toHaveLength(1);
      expect(restored.stdout).toContain(aside[0]);
    },
  );

  it('answers a usage line for a missing file or an unknown command', slow, async () => {
    const cwd = await tempFolder();
    const env = { DATA_DIR: path.join(cwd, 'data') };
    const noFile = await dbCli(cwd, env, 'restore', 'nowhere.tar.gz');
    expect(noFile).toMatchObject({ code: 2 });
    expect(noFile.stderr).toContain('No such backup');
    const unknown = await dbCli(cwd, env, 'vacuum');
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.stderr).toContain('npm run db:restore -- <file>');
  });
});

// The same through pg_dump / pg_restore when the tests also run on PostgreSQL (CI sets TEST_DATABASE_URL).
const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
describe.runIf(adminUrl)('npm run db:backup / db:restore on PostgreSQL', () => {
  it('dumps with pg_dump and restores with pg_restore', slow, async () => {
    const name = `shop_db_cli_${process.pid}_${Date.now()}`;
    const cwd = await tempFolder();
    await withAdminClient(adminUrl!, (admin) => admin.query(`create database ${name}`));
    const env = { DATABASE_URL: templateDatabaseUrl(adminUrl!, name) };
    try {
      await dbCli(cwd, env, 'migrate');
      await addBanner({ databaseUrl: env.DATABASE_URL }, '/uploads/before-backup.webp');
      const backedUp = await dbCli(cwd, env, 'backup');
      expect(backedUp.stdout).toMatch(/Backup written: .*\.dump/);
      const [backup] = await readdir(path.join(cwd, 'backups'));

      await addBanner({ databaseUrl: env.DATABASE_URL }, '/uploads/after-backup.webp');
      const restored = await dbCli(cwd, env, 'restore', path.join('backups', backup!));
      expect(restored.stdout).toContain('Restored');
      expect(await bannersIn({ databaseUrl: env.DATABASE_URL })).toEqual(['/uploads/before-backup.webp']);
    } finally {
      await withAdminClient(adminUrl!, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
  });
});
