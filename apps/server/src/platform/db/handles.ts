// Owns choosing a free handle in a table whose handles are unique: the one asked for, or it with -2, -3 … added.
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Reader } from './database.ts';
import type { collections, pages, products } from './schema.ts';

type WithHandle = typeof products | typeof collections | typeof pages;

/**
 * The handle itself when no other row has it, else the first of `handle-2`, `handle-3` … that is free. `exceptId` is the
 * row being saved (its own handle is free for it). The unique index stays the last word on a race.
 */
export async function freeHandle(db: Reader, table: WithHandle, wanted: string, exceptId?: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ handle: table.handle })
        .from(table as typeof products)
        .where(
          and(
            or(eq(table.handle, wanted), like(table.handle, `${wanted.replace(/[\\%_]/g, '\\$&')}-%`)),
            exceptId ? ne(table.id, exceptId) : undefined,
          ),
        )
    ).map((row) => row.handle),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}
