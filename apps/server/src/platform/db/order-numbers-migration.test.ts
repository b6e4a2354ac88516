import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../server-files.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The migrations up to and including `last` (its tag's number), as a folder of their own. */
async function migrationsUpTo(last: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

it('numbers the orders a shop already has in the order they were placed, and goes on after the last', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsUpTo(11) });
  const [user] = (
    await client.query<{ id: string }>(
      `insert into users (user_name, email, password_hash) values ('Asha', 'asha@example.com', 'x') returning id`,
    )
  ).rows;
  // Written newest first, so the table's own order is not the order they were placed in.
  for (const day of ['2026-03-03', '2026-01-01', '2026-02-02']) {
    await client.query(
      `insert into orders (user_id, address_info, total_paise, payment_method, created_at)
       values ($1, '{}', 100, 'COD', $2)`,
      [user!.id, `${day}T10:00:00Z`],
    );
  }

  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const numbered = await client.query<{ day: string; order_number: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, order_number from orders order by order_number`,
  );
  expect(numbered.rows).toEqual([
    { day: '2026-01-01', order_number: 1001 },
    { day: '2026-02-02', order_number: 1002 },
    { day: '2026-03-03', order_number: 1003 },
  ]);
  const next = await client.query<{ order_number: number }>(
    `insert into orders (user_id, address_info, total_paise, payment_method) values ($1, '{}', 100, 'COD')
     returning order_number`,
    [user!.id],
  );
  expect(next.rows[0]!.order_number).toBe(1004);
  await expect(client.query(`update orders set order_number = 1001 where order_number = 1004`)).rejects.toThrow(
    /orders_order_number_unique/,
  );
  await client.close();
});

it('starts the series at TT-1001 in a shop without orders', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const [user] = (
    await client.query<{ id: string }>(
      `insert into users (user_name, email, password_hash) values ('Asha', 'asha@example.com', 'x') returning id`,
    )
  ).rows;
  const first = await client.query<{ order_number: number }>(
    `insert into orders (user_id, address_info, total_paise, payment_method) values ($1, '{}', 100, 'COD')
     returning order_number`,
    [user!.id],
  );
  expect(first.rows[0]!.order_number).toBe(1001);
  await client.close();
});
