// Owns how the exports read a table in batches: after the last row of the batch before, by a timestamp and an id.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Rows read per query: enough that the round trips cost little, few enough that a batch's memory does not matter. */
export const DEFAULT_BATCH_SIZE = 500;

export type BatchOptions = { batchSize?: number };

/** A position in (timestamp, uuid) order: the timestamp as the database wrote it (text, microseconds kept). */
export type Cursor = { at: string; id: string };

/**
 * Rows after `cursor` in (at, id) order; none to start from gives everything. `at >= …` is said as well so that an
 * index on the timestamp alone finds where to begin.
 */
export function afterCursor(at: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const cursorAt = sql`${cursor.at}::timestamptz`;
  return sql`${at} >= ${cursorAt} and (${at}, ${id}) > (${cursorAt}, ${cursor.id}::uuid)`;
}

/** The timestamp column as text, for the cursor: a Date would round its microseconds away (and so repeat a row). */
export const cursorText = (at: AnyColumn) => sql<string>`${at}::text`;
