// Owns a background import's job, whatever it brings over: one running at a time of each kind, its progress and end
// written to its row, and a running job not heard from for long read as failed. What each item's work is stays with
// the module that imports it.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ImportJobAnswer, ImportKind, ImportSummary } from '@shop/contract/import-jobs';
import type { Db } from './db/database.ts';
import { importJobs } from './db/schema.ts';
import { Conflict, NotFound } from './errors.ts';

/** A running job not heard from for this long was lost with its process. */
export const IMPORT_STALE_MS = 2 * 60_000;

/** The failure a job is left with when its own work threw. */
export const IMPORT_CRASHED = 'The import stopped on an error of ours; upload the file again';

type JobRow = typeof importJobs.$inferSelect;

/** What a job says to the screen: a running job lost with its process reads failed, with `stopped` as the reason. */
export function jobAnswer<Row>(row: JobRow, stopped: string, now = Date.now()): ImportJobAnswer<Row> {
  const lost = row.state === 'running' && now - row.updatedAt.getTime() > IMPORT_STALE_MS;
  return {
    job_id: row.id,
    state: lost ? 'failed' : row.state,
    file_name: row.fileName,
    done: row.done,
    total: row.total,
    summary: row.summary,
    failure: lost ? stopped : row.failure,
    rows: row.rows as Row[],
    started_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The job of this kind with this id; 404 with `notFound` when there is none. */
export async function findJob<Row>(
  db: Db,
  kind: ImportKind,
  id: string,
  words: { notFound: string; stopped: string },
): Promise<ImportJobAnswer<Row>> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.kind, kind)));
  if (!row) throw new NotFound(words.notFound);
  return jobAnswer<Row>(row, words.stopped);
}

type Progress = { done: number; summary: ImportSummary; rows: unknown[] };

/**
 * Writes a new running job and answers its id, unless another job of its kind is still running: then 409 with `busy`
 * (two at once would each plan to create the same items).
 */
export async function startJob(
  db: Db,
  job: Progress & { kind: ImportKind; fileName: string; total: number; startedBy: string | null },
  busy: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import_jobs:${job.kind}`}))`);
    const [running] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        and(
          eq(importJobs.kind, job.kind),
          eq(importJobs.state, 'running'),
          gt(importJobs.updatedAt, new Date(Date.now() - IMPORT_STALE_MS)),
        ),
      )
      .limit(1);
    if (running) throw new Conflict(busy);
    const [made] = await tx.insert(importJobs).values(job).returning({ id: importJobs.id });
    return made!.id;
  });
}

/** One more item done; also what keeps a running job from reading as lost. */
export async function jobProgress(db: Db, id: string, progress: Progress): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...progress, updatedAt: new Date() })
    .where(eq(importJobs.id, id));
}

export async function jobDone(db: Db, id: string, progress: Progress): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...progress, state: 'done', updatedAt: new Date(), finishedAt: new Date() })
    .where(eq(importJobs.id, id));
}

/** Marks the job failed with the reason; never throws (it is the last word on a job that already went wrong). */
export async function jobFailed(db: Db, id: string, failure = IMPORT_CRASHED): Promise<void> {
  await db
    .update(importJobs)
    .set({ state: 'failed', failure, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(importJobs.id, id))
    .catch(() => undefined);
}
