// Owns how tests and the benchmark send an import: a multipart body with the CSV (and a zip of pictures), and
// waiting for the background job to finish.
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '@shop/contract/product-import';

export type UploadPart = { field: string; filename: string; bytes: Buffer | string; type?: string };

/** A multipart/form-data body of these files, as a browser's FormData sends it. */
export function multipartBody(parts: UploadPart[]) {
  const boundary = '----shop-import-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'text/csv'}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs the CSV (and zip) to the import: a dry run, or the real thing. */
export function uploadImport(
  app: FastifyInstance,
  cookie: string,
  csv: string | Buffer,
  { dryRun = false, zip }: { dryRun?: boolean; zip?: Buffer } = {},
) {
  const body = multipartBody([
    { field: 'file', filename: 'products_export.csv', bytes: csv },
    ...(zip ? [{ field: 'images', filename: 'images.zip', bytes: zip, type: 'application/zip' }] : []),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** Polls the job until it is no longer running; answers its last status. */
export async function waitForImport(app: FastifyInstance, cookie: string, jobId: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/products/import/${jobId}`,
      headers: { cookie },
    });
    const job = (response.json() as { data: ImportJob }).data;
    if (job.state !== 'running') return job;
    if (Date.now() > until) throw new Error(`import ${jobId} still running: ${job.done} of ${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
