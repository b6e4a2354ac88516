// Owns running an import in the background: one product at a time, each saved whole through the catalogue's own
// rules (one transaction each, so none is ever half saved), its pictures fetched first; the job itself (progress, the
// one-at-a-time rule, a lost job read as failed) is platform/import-jobs.ts.
import type { FastifyInstance } from 'fastify';
import { productInput } from '@shop/contract/catalog';
import type { ImportJob, ImportRow, ImportSummary } from '@shop/contract/product-import';
import { DomainError } from '../../platform/errors.ts';
import { findJob, jobDone, jobFailed, jobProgress, startJob } from '../../platform/import-jobs.ts';
import { addProduct, editProduct, sendBackInStockMails } from '../catalog/index.ts';
import { downloadImage, type ImageSource } from './image-sources.ts';
import type { ImageZip } from './image-zip.ts';
import { changesNothing, type ImportPlan, type ProductPlan, productInputOf } from './import-plan.ts';
import { variantPictures } from './product-draft.ts';

export const IMPORT_MESSAGES = {
  notFound: 'No such import',
  busy: 'Another import is still running: wait for it to finish, then upload this file',
  stopped:
    'The import stopped before it finished; upload the file again (rows already saved are unchanged by a second import)',
} as const;

export function getImportJob(app: FastifyInstance, id: string): Promise<ImportJob> {
  return findJob<ImportRow>(app.db, 'products', id, IMPORT_MESSAGES);
}

/**
 * Starts the plan's products saving in this process and answers the job's id at once. The products the plan found
 * unchanged count as done from the start.
 */
export async function startImport(
  app: FastifyInstance,
  plan: ImportPlan,
  { fileName, startedBy, zip }: { fileName: string; startedBy: string | null; zip: ImageZip | undefined },
): Promise<string> {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: plan.report.summary.unchanged, error: 0 };
  const work = plan.products.filter((product) => product.action !== 'unchanged');
  const id = await startJob(
    app.db,
    { kind: 'products', fileName, total: plan.products.length, done: summary.unchanged, summary, rows: [], startedBy },
    IMPORT_MESSAGES.busy,
  );
  void runImport(app, id, work, summary, zip).catch(async (error: unknown) => {
    app.log.error({ err: error, importJob: id }, 'product import failed');
    await jobFailed(app.db, id);
  });
  return id;
}

async function runImport(
  app: FastifyInstance,
  id: string,
  work: ProductPlan[],
  summary: ImportSummary,
  zip: ImageZip | undefined,
) {
  const refused: ImportRow[] = [];
  let done = summary.unchanged;
  const pictures = new Map<string, Promise<string>>();
  for (const product of work) {
    const outcome = await saveProduct(app, product, zip, pictures).catch((error: unknown) => {
      if (error instanceof DomainError && error.statusCode < 500) return { error: error.message };
      throw error;
    });
    if ('error' in outcome) {
      summary.error += 1;
      const first = product.rows[0]!;
      refused.push({
        row: first.row,
        handle: product.handle,
        sku: first.sku,
        action: 'error',
        errors: [`Row ${first.row}: ${outcome.error}`],
      });
    } else summary[outcome.action] += 1;
    done += 1;
    await jobProgress(app.db, id, { done, summary, rows: refused });
  }
  await jobDone(app.db, id, { done, summary, rows: refused });
}

/** One product: pictures fetched and stored, then saved in one transaction (unless it turns out unchanged). */
async function saveProduct(
  app: FastifyInstance,
  product: ProductPlan,
  zip: ImageZip | undefined,
  pictures: Map<string, Promise<string>>,
): Promise<{ action: 'create' | 'update' | 'unchanged' } | { error: string }> {
  const draft = product.draft!;
  const stored = (source: ImageSource) => {
    const key = JSON.stringify(source);
    let url = pictures.get(key);
    if (!url) {
      url = storePicture(app, source, zip);
      pictures.set(key, url);
    }
    return url;
  };
  let images: string[];
  let variantImages: string[][];
  try {
    images = await Promise.all(draft.images.map(stored));
    variantImages = await Promise.all(draft.variants.map((v) => Promise.all(variantPictures(draft, v).map(stored))));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const input = productInput.parse(productInputOf(draft, product.saved, { images, variantImages }));
  if (!product.saved) {
    await addProduct(app.db, input);
    return { action: 'create' };
  }
  if (changesNothing(input, product.saved)) return { action: 'unchanged' };
  const { backInStock } = await editProduct(app.db, product.saved.id, input);
  // Shoppers waiting for a size now back hear of it as after a staff edit, without holding the import up.
  void sendBackInStockMails(app.db, app.mailer, backInStock, app.config.publicUrl, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'back-in-stock mails not sent'),
  );
  return { action: 'update' };
}

/**
 * A picture as a stored upload's URL; the error says which picture and why, for the row. A web address that fails says
 * only that it could not be downloaded (the reason goes to the log), so the file's author cannot map what answers on
 * the shop's network by reading the report.
 */
async function storePicture(app: FastifyInstance, source: ImageSource, zip: ImageZip | undefined): Promise<string> {
  if (source.kind === 'uploaded') return source.url;
  if (source.kind === 'remote') {
    try {
      const bytes = await downloadImage(source.url, {
        allowLoopback: app.config.env === 'test' || app.config.env === 'development',
      });
      return (await app.images.save(bytes)).url;
    } catch (error) {
      app.log.warn({ err: error, url: source.url }, 'an imported picture was not downloaded');
      throw new Error(`the picture ${source.url} could not be downloaded`, { cause: error });
    }
  }
  try {
    if (!zip) throw new Error('it is missing from the zip');
    return (await app.images.save(await zip.read(source.name))).url;
  } catch (error) {
    throw new Error(`the picture ${source.name} from the zip could not be used: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
