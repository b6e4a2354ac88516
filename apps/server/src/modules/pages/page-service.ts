// Owns the pages table: SPEC's eight pages read their default (today's wording) until staff save one, and staff's own
// pages exist only as rows. A page is answered rendered and sanitized (page-html.ts).
import { asc, eq } from 'drizzle-orm';
import {
  isSpecPage,
  type pageInput,
  pagePath,
  SPEC_PAGE_HANDLES,
  type PageSource,
  type PageSummary,
  type ShopPage,
  type SpecPageHandle,
} from '@shop/contract/content-pages';
import { DEFAULT_PAGES, defaultPageOf } from '@shop/contract/default-pages';
import type { z } from 'zod';
import type { Db, Reader } from '../../platform/db/database.ts';
import { pages } from '../../platform/db/schema.ts';
import { NotFound } from '../../platform/errors.ts';
import { getBrand } from '../settings/index.ts';
import { firstParagraphText, pageHtml } from './page-html.ts';

type PageRow = typeof pages.$inferSelect;

export const PAGE_MESSAGES = {
  missing: 'There is no page at this address',
  saved: 'Page saved',
  deleted: 'Page deleted',
  reset: 'The page is back to its original wording',
};

async function rowOf(db: Reader, handle: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.handle, handle));
  return row;
}

/** A SPEC page's default wording, in the shop's own name and care address. */
async function renamedDefault(db: Reader, handle: SpecPageHandle) {
  const brand = await getBrand(db);
  return defaultPageOf(handle, { name: brand.name, email: brand.contact.email });
}

/** The page's source: staff's row, else a SPEC page's default, else none. */
async function sourceOf(db: Reader, handle: string): Promise<PageSource | undefined> {
  const row = await rowOf(db, handle);
  if (row) return sourceFromRow(row);
  if (!isSpecPage(handle)) return undefined;
  const fallback = await renamedDefault(db, handle);
  return {
    handle,
    title: fallback.title,
    path: pagePath(handle),
    spec: true,
    edited: false,
    updated_at: null,
    markdown: fallback.markdown,
    seo_title: null,
    seo_description: null,
  };
}

function sourceFromRow(row: PageRow): PageSource {
  return {
    handle: row.handle,
    title: row.title,
    path: pagePath(row.handle),
    spec: isSpecPage(row.handle),
    edited: true,
    updated_at: row.updatedAt.toISOString(),
    markdown: row.markdown,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

/** What a shopper reads at the page's address. */
export async function getShopPage(db: Reader, handle: string): Promise<ShopPage> {
  const source = await sourceOf(db, handle);
  if (!source) throw new NotFound(PAGE_MESSAGES.missing);
  const html = pageHtml(source.markdown);
  // A SPEC page keeps today's search title and description until staff write their own.
  const fallback = !source.edited && isSpecPage(handle) ? await renamedDefault(db, handle) : undefined;
  return {
    handle: source.handle,
    title: source.title,
    html,
    seo_title: source.seo_title ?? fallback?.seoTitle ?? source.title,
    seo_description: source.seo_description ?? fallback?.seoDescription ?? firstParagraphText(html),
  };
}

/** SPEC's eight in their order, then staff's own by title. */
export async function listPages(db: Reader): Promise<PageSummary[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.title));
  const byHandle = new Map(rows.map((row) => [row.handle, row]));
  const summary = ({ markdown: _m, seo_title: _t, seo_description: _d, ...rest }: PageSource): PageSummary => rest;
  const spec = SPEC_PAGE_HANDLES.map((handle) => {
    const row = byHandle.get(handle);
    return row
      ? summary(sourceFromRow(row))
      : {
          handle,
          title: DEFAULT_PAGES[handle].title,
          path: pagePath(handle),
          spec: true,
          edited: false,
          updated_at: null,
        };
  });
  return [...spec, ...rows.filter((row) => !isSpecPage(row.handle)).map((row) => summary(sourceFromRow(row)))];
}

export async function getPageSource(db: Reader, handle: string): Promise<PageSource> {
  const source = await sourceOf(db, handle);
  if (!source) throw new NotFound(PAGE_MESSAGES.missing);
  return source;
}

/** Makes the page at `handle`, or replaces its title and text. */
export async function savePage(db: Db, handle: string, input: z.output<typeof pageInput>): Promise<PageSource> {
  const values = {
    title: input.title,
    markdown: input.markdown,
    seoTitle: input.seo_title ?? null,
    seoDescription: input.seo_description ?? null,
  };
  const [row] = await db
    .insert(pages)
    .values({ handle, ...values })
    .onConflictDoUpdate({ target: pages.handle, set: { ...values, updatedAt: new Date() } })
    .returning();
  return sourceFromRow(row!);
}

/** Deletes staff's page; a SPEC page loses staff's row and reads its default again. Answers what was done. */
export async function removePage(db: Db, handle: string): Promise<'deleted' | 'reset'> {
  const deleted = await db.delete(pages).where(eq(pages.handle, handle)).returning({ id: pages.id });
  if (isSpecPage(handle)) return 'reset';
  if (deleted.length === 0) throw new NotFound(PAGE_MESSAGES.missing);
  return 'deleted';
}

/** Whether a page answers at `handle`: one of SPEC's eight, or a page staff made. */
export async function pageExists(db: Reader, handle: string): Promise<boolean> {
  return isSpecPage(handle) || (await rowOf(db, handle)) !== undefined;
}
