// Owns `npm run db:migrate`, `npm run db:backup` and `npm run db:restore -- <file>` for the configured database:
// PostgreSQL (DATABASE_URL) through pg_dump / pg_restore, or the embedded PGlite database in DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';

const usage = `Usage:
  npm run db:migrate                          apply the migrations to the configured database
  npm run db:backup [-- --dir <folder>]       write a backup into ./backups (or <folder>)
  npm run db:restore -- <file> [--force]      replace the database with a backup; stop the shop first`;

/** A mistake of the operator's: one clear line, exit code 2. */
class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, force: { type: 'boolean', default: false } },
});

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function migrate(config: Config) {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.close();
  console.log(`Migrations applied to ${describe(config)}`);
}

async function backup(config: Config) {
  const dir = path.resolve(values.dir ?? 'backups');
  await mkdir(dir, { recursive: true });
  if (config.databaseUrl) {
    const { url, env } = withoutPassword(config.databaseUrl);
    const file = path.join(dir, `shop-${url.pathname.slice(1) || 'postgres'}-${stamp()}.dump`);
    run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
    return report(file);
  }
  const pgliteDir = embeddedDir(config);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new UsageError(`There is no embedded database in ${pgliteDir} to back up`);
  refuseWhileOpen(pgliteDir, 'back it up');
  const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    const file = path.join(dir, `shop-embedded-${stamp()}.tar.gz`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return report(file);
  } finally {
    await client.close();
  }
}

async function restore(config: Config, file: string | undefined) {
  if (!file) throw new UsageError(`Name the backup to restore.\n${usage}`);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new UsageError(`No such backup: ${source}`);
  const magic = await firstBytes(source, 5);

  if (config.databaseUrl) {
    if (magic.toString('latin1') !== 'PGDMP')
      throw new UsageError(`${source} is not a pg_dump custom-format backup (npm run db:backup makes one)`);
    const others = await otherSessions(config.databaseUrl);
    if (others > 0 && !values.force)
      throw new UsageError(
        `${others} other connection(s) are open on ${describe(config)}: stop every shop instance first (or pass --force)`,
      );
    const { url, env } = withoutPassword(config.databaseUrl);
    // One transaction: the database is either the backup's, or left as it was.
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, source], env);
    console.log(`Restored ${source} into ${describe(config)}`);
    return;
  }

  if (magic[0] !== 0x1f || magic[1] !== 0x8b)
    throw new UsageError(`${source} is not an embedded-database backup (npm run db:backup makes a .tar.gz)`);
  const pgliteDir = embeddedDir(config);
  refuseWhileOpen(pgliteDir, 'restore over it');
  let asideDir: string | undefined;
  if (existsSync(pgliteDir)) {
    asideDir = `${pgliteDir}.before-restore-${stamp()}`;
    await rename(pgliteDir, asideDir);
  }
  try {
    const bytes = await readFile(source);
    const dump = new File([bytes], path.basename(source), { type: 'application/x-gzip' });
    // Opening applies any migrations newer than the backup.
    const database = await openDatabase({ dataDir: config.dataDir, loadDataDir: dump });
    await database.close();
  } catch (error) {
    if (asideDir) {
      await rm(pgliteDir, { recursive: true, force: true });
      await rename(asideDir, pgliteDir);
      console.error(`The restore failed; the database in ${pgliteDir} is as it was.`);
    }
    throw error;
  }
  console.log(`Restored ${source} into ${pgliteDir}`);
  if (asideDir) console.log(`The database it replaced is kept in ${asideDir}; delete it when you no longer need it.`);
}

const embeddedDir = (config: Config) => path.join(config.dataDir, 'pglite');

function describe(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${embeddedDir(config)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL database "${url.pathname.slice(1)}" on ${url.host}`;
}

/** The embedded database belongs to one process: PGlite keeps postmaster.pid in its folder while it is open. */
function refuseWhileOpen(pgliteDir: string, what: string) {
  if (existsSync(path.join(pgliteDir, 'postmaster.pid')) && !values.force)
    throw new UsageError(
      `The shop is running on ${pgliteDir} (postmaster.pid is there): stop it before you ${what}. ` +
        'If it is not running (it crashed), pass --force.',
    );
}

/** The password goes to pg_dump/pg_restore through PGPASSWORD, never on a command line others can read. */
function withoutPassword(databaseUrl: string): { url: URL; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new UsageError(
      `${command} is not installed: install the PostgreSQL client (apt-get install postgresql-client)`,
    );
  if (result.status !== 0) throw new Error(`${command} failed (exit code ${result.status})`);
}

async function otherSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

async function firstBytes(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

async function report(file: string) {
  const { size } = await stat(file);
  console.log(`Backup written: ${file} (${(size / 1024).toFixed(0)} KiB)`);
}

try {
  const config = loadConfig();
  const [command, file] = positionals;
  if (command === 'migrate') await migrate(config);
  else if (command === 'backup') await backup(config);
  else if (command === 'restore') await restore(config, file);
  else throw new UsageError(usage);
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
