// Owns the one migrated database every server test file starts from (a PGlite dump, or a PostgreSQL template).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database.ts';
import type { PGlite } from '@electric-sql/pglite';
import { templateDatabaseUrl, withAdminClient, TEMPLATE_DATABASE } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const templateFile = path.join(directory, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', templateFile);

  const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (adminUrl) {
    await withAdminClient(adminUrl, async (admin) => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    });
    const template = await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl, TEMPLATE_DATABASE) });
    await template.close();
    project.provide('postgresTemplateUrl', adminUrl);
  } else {
    project.provide('postgresTemplateUrl', undefined);
  }
}
