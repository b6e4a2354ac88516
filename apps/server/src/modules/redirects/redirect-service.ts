// Owns the redirects table: staff's old addresses and where each now goes, refusing a loop or another host unless
// staff say it is meant, and Shopify's redirects CSV in and out.
import { asc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { Redirect, RedirectImportResult, RedirectRefusal } from '@shop/contract/redirects';
import type { Db, Reader } from '../../platform/db/database.ts';
import { redirects } from '../../platform/db/schema.ts';
import { Conflict, DomainError, Invalid, NotFound } from '../../platform/errors.ts';
import { normalFromPath, redirectTarget } from './redirect-paths.ts';

type RedirectRow = typeof redirects.$inferSelect;
export type NewRedirect = { from: string; to: string; allow_offsite: boolean; allow_loop: boolean };

/** How many redirects a chain is followed through when looking for a loop; longer chains are refused as loops. */
const MAX_CHAIN = 20;

export const REDIRECT_MESSAGES = {
  created: 'Redirect added',
  deleted: 'Redirect deleted',
  missing: 'That redirect no longer exists',
  taken: (from: string) => `There is already a redirect from ${from}: delete it first to change where it goes`,
  loop: (from: string) =>
    `This redirect would send ${from} round in a loop back to itself. Tick “It is meant to loop” to save it anyway`,
  offsite: (host: string) =>
    `This redirect sends shoppers to another site (${host}). Tick “It is meant to leave the shop” to save it anyway`,
};

/** A refusal staff may overrule with a tick box: the answer names which. */
class Refused extends DomainError {
  constructor(message: string, refusal: RedirectRefusal) {
    super(400, message, { data: { refusal } });
  }
}

const answerOf = (row: RedirectRow): Redirect => ({
  _id: row.id,
  from: row.fromPath,
  to: row.to,
  created_at: row.createdAt.toISOString(),
});

export async function listRedirects(db: Reader): Promise<Redirect[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.fromPath))).map(answerOf);
}

/** Where the redirects already kept (plus `extra`) send `start`, hop by hop, until one comes back to `from`. */
async function loopsBack(db: Reader, from: string, start: string, extra: Map<string, string>): Promise<boolean> {
  let at = start;
  for (let hop = 0; hop < MAX_CHAIN; hop += 1) {
    let path: string;
    try {
      path = normalFromPath(at);
    } catch {
      return false;
    }
    if (path === from) return true;
    const next = extra.get(path) ?? (await db.select().from(redirects).where(eq(redirects.fromPath, path)))[0]?.to;
    if (next === undefined || !next.startsWith('/')) return false;
    at = next;
  }
  return true;
}

/** The row `input` would make, or the reason it may not (Invalid, or a Refused staff may overrule). */
async function checked(
  db: Reader,
  input: NewRedirect,
  publicUrl: string,
  pending = new Map<string, string>(),
): Promise<{ fromPath: string; to: string }> {
  const fromPath = normalFromPath(input.from);
  const target = redirectTarget(input.to, publicUrl);
  if (target.offsite && !input.allow_offsite) {
    throw new Refused(REDIRECT_MESSAGES.offsite(new URL(target.to).host), 'offsite');
  }
  if (!target.offsite && !input.allow_loop && (await loopsBack(db, fromPath, target.to, pending))) {
    throw new Refused(REDIRECT_MESSAGES.loop(fromPath), 'loop');
  }
  const [taken] = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, fromPath));
  if (taken || pending.has(fromPath)) throw new Conflict(REDIRECT_MESSAGES.taken(fromPath));
  return { fromPath, to: target.to };
}

export async function createRedirect(db: Db, input: NewRedirect, publicUrl: string): Promise<Redirect> {
  const values = await checked(db, input, publicUrl);
  const [row] = await db.insert(redirects).values(values).onConflictDoNothing().returning();
  if (!row) throw new Conflict(REDIRECT_MESSAGES.taken(values.fromPath));
  return answerOf(row);
}

export async function deleteRedirect(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
  if (deleted.length === 0) throw new NotFound(REDIRECT_MESSAGES.missing);
}

/**
 * A product's or collection's address changed (its handle): the old address answers 301 to the new one, in the change's
 * own transaction. Redirects that led to the old address lead to the new one now (no chains), and one from the new
 * address (it had moved away and is back) goes, since the page answers there again.
 */
export async function keepMovedAddress(db: Reader, from: string, to: string): Promise<void> {
  await db.delete(redirects).where(eq(redirects.fromPath, to));
  await db.update(redirects).set({ to }).where(eq(redirects.to, from));
  await db
    .insert(redirects)
    .values({ fromPath: from, to })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { to } });
}

/** Where staff send `path` (as requested, query and all), if they have a redirect from it. */
export async function staffRedirectFor(db: Reader, path: string): Promise<string | undefined> {
  let from: string;
  try {
    from = normalFromPath(path);
  } catch {
    return undefined;
  }
  const [row] = await db.select({ to: redirects.to }).from(redirects).where(eq(redirects.fromPath, from));
  return row?.to;
}

/**
 * Shopify's redirects CSV (`Redirect from,Redirect to`, any case, any column order): every good row is saved, every
 * other comes back with its spreadsheet row number and why. An import never ticks the boxes: a loop or another host
 * is refused, for staff to add by hand if they mean it.
 */
export async function importRedirects(db: Db, csv: Buffer, publicUrl: string): Promise<RedirectImportResult> {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new Invalid(`The file is not a CSV we can read${line ? ` (near line ${line})` : ''}: save it as CSV (UTF-8)`);
  }
  const [header = [], ...rows] = records;
  const columnOf = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const fromColumn = columnOf('redirect from');
  const toColumn = columnOf('redirect to');
  if (fromColumn < 0 || toColumn < 0) {
    throw new Invalid('The file needs the columns “Redirect from” and “Redirect to”, as Shopify exports them');
  }
  const refused: RedirectImportResult['refused'] = [];
  const pending = new Map<string, string>();
  for (const [index, cells] of rows.entries()) {
    const row = index + 2;
    const from = cells[fromColumn]?.trim() ?? '';
    const to = cells[toColumn]?.trim() ?? '';
    if (!from || !to) {
      refused.push({ row, reason: `Row ${row}: both “Redirect from” and “Redirect to” are needed` });
      continue;
    }
    try {
      const values = await checked(db, { from, to, allow_offsite: false, allow_loop: false }, publicUrl, pending);
      pending.set(values.fromPath, values.to);
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      refused.push({ row, reason: `Row ${row}: ${error.message.replace(/\. Tick .*$/, '')}` });
    }
  }
  if (pending.size > 0) {
    await db.insert(redirects).values([...pending].map(([fromPath, to]) => ({ fromPath, to })));
  }
  return { created: pending.size, refused };
}

/** Every redirect as Shopify's CSV rows, oldest address first. */
export async function* redirectRecords(db: Reader): AsyncGenerator<string[]> {
  for (const row of await db.select().from(redirects).orderBy(asc(redirects.fromPath))) yield [row.fromPath, row.to];
}
