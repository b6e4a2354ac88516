// Owns the app a server test talks to: a fresh copy of the migrated database, real plugins, no demo data.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { fileStorageFor } from '../platform/file-storage.ts';
import { createImageStore } from '../platform/image-store.ts';
import { TEMPLATE_DATABASE, templateDatabaseUrl, withAdminClient } from './postgres-admin.ts';

export type TestApp = FastifyInstance & { dataDir: string };

/** Builds the whole app on its own database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, images: createImageStore(fileStorageFor(config)) });
  // A late write of the closing app (a file a background step was saving) can land while the folder is removed: the
  // removal tries again instead of failing the test file with ENOTEMPTY.
  app.addHook('onClose', async () => rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
  await app.ready();
  return Object.assign(app, { dataDir, close: closeWithin(app, database) });
}

/**
 * The app's close, watched: in CI on PostgreSQL a closing app hung until afterAll's 60 s ran out, held by one of its
 * own keep-alive connections (the app now ends those on close, app.ts). Should a close take over 15 s again, the
 * watchdog prints what the process still waits on (timers, sockets, the pool's clients) for the next reader, and ends
 * the server's open connections.
 */
function closeWithin(app: FastifyInstance, database: Database): () => Promise<undefined> {
  const close = app.close.bind(app);
  return async () => {
    const watchdog = setTimeout(() => {
      const pool = database.pool;
      console.error('The test app is still closing after 15 s; what the process waits on:', {
        resources: process.getActiveResourcesInfo(),
        pool: pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
        listening: app.server.listening,
      });
      app.server.closeAllConnections();
    }, 15_000);
    try {
      await close();
    } finally {
      clearTimeout(watchdog);
    }
    return undefined;
  };
}

/** A fresh copy of the migrated database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = inject('postgresTemplateUrl');
  if (!adminUrl) {
    const dump = await readFile(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  const database = await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl, name) });
  return {
    ...database,
    async close() {
      // Once in a whole CI run a closing app's pool never emptied (afterAll timed out at 60 s). A close that outlasts
      // its deadline prints what each connection was doing, for the next one to read, and the database is dropped
      // with its connections rather than leaving the test file failed.
      const ended = database.close();
      const late = await Promise.race([ended.then(() => false), delay(20_000).then(() => true)]);
      if (late) {
        const busy = await withAdminClient(adminUrl, (admin) =>
          admin.query(
            `select state, wait_event_type, wait_event, left(query, 300) as query, now() - query_start as running
               from pg_stat_activity where datname = $1`,
            [name],
          ),
        );
        console.error(`The test database ${name} still had connections 20 s after close:`, busy.rows);
      }
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
