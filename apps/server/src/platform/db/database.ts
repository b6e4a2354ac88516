// Owns the connection: embedded PGlite in DATA_DIR by default, a PostgreSQL pool when DATABASE_URL is set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; ping(): Promise<void>; close(): Promise<void> };

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** databaseUrl: PostgreSQL. Otherwise PGlite: in dataDir, or in memory; loadDataDir starts from a dump (tests copy one migrated database). */
export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    // Both drivers expose the same query builder; one type keeps the services driver-agnostic.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
