// Owns the connection: embedded PGlite in DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../server-files.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either, for reads that run inside a transaction or outside one. */
export type Reader = Db | Tx;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool (absent on PGlite, which is one connection in this process). */
  pool?: pg.Pool;
};

/** Advisory-lock keys: one number per job that only one instance may do at a time. */
export const MIGRATION_LOCK = 7_204_001;

/**
 * Runs `work` while holding a session advisory lock on one pooled connection. Instances that start together wait
 * their turn, so migrations run once; the others then find nothing to do.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Like withAdvisoryLock, but skips the work (answering undefined) when another instance holds the lock. */
export async function ifAdvisoryLockFree<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!database.pool) return work(); // embedded: this process is the only one
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** databaseUrl: PostgreSQL. Otherwise PGlite: in dataDir, or in memory; loadDataDir starts from a dump (tests copy one migrated database). */
export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** Told when PostgreSQL drops a connection (a restart, a failover); the pool recovers by itself. */
  onConnectionLost?: (error: Error) => void;
};

/**
 * Opens the database and applies the committed migrations. Each driver is imported only when it is used: a shop on
 * PostgreSQL never loads PGlite's WebAssembly, nor the embedded shop the pg pool.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A request that cannot have a connection within 30 s is answered with an error rather than left hanging.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 30_000 });
    // A restarted or failed-over server cuts every connection. Without listeners the error would crash the process;
    // with them, pg-pool drops the broken connection and the next query opens a new one.
    const warn = options.onConnectionLost ?? (() => {});
    pool.on('error', (error) => warn(error));
    pool.on('connect', (client) => client.on('error', (error) => warn(error)));
    const db = drizzlePg(pool, { schema });
    await withAdvisoryLock(pool, MIGRATION_LOCK, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      pool,
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    // Both drivers expose the same query builder; one type keeps the services driver-agnostic.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
