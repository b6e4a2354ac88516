// Bundles the server for production: apps/server/src/main.ts and the pure-JavaScript packages it imports into one ES
// module, apps/server/dist/main.js, which `npm start`, `npm run serve` and the container run (decision 010).
// `npm run dev`, the tests and the CLIs still run the TypeScript as it is.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER = path.resolve(import.meta.dirname, '../apps/server');
export const SERVER_BUNDLE = path.join(SERVER, 'dist/main.js');

/**
 * Imported from node_modules at run time instead: packages with native code or WebAssembly, packages that read or
 * start files beside their own, and clients loaded only when their service is configured (S3_*, SMTP_URL, REDIS_URL).
 * A package named here takes its subpaths with it (`@electric-sql/pglite/contrib/pg_trgm`).
 */
const EXTERNAL = [
  '@electric-sql/pglite', // WebAssembly and the database files it loads beside its module
  '@node-rs/argon2', // native
  'sharp', // native (libvips)
  'pg-native', // pg's optional native binding, never installed
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its own static files
  'pino', // log transports (pino-pretty in development) run worker threads from their own files
  '@aws-sdk/client-s3',
  'nodemailer',
  'ioredis',
  // Tax invoices only (loaded with the first one): kept out of the bundle, so an idle server never parses them.
  'pdfkit',
  'fontkit',
  // The import's picture downloads only (loaded with the first one): a megabyte the idle server never parses.
  'undici',
  'vite', // `npm run dev` only (platform/web-dev.ts), never in a production bundle's path
  // The pages' server build (apps/web/dist/server) imports zod from node_modules too: one copy in memory, not two.
  'zod',
];

/**
 * Writes the bundle to `outfile` (a temporary name, then a rename, so a shop starting meanwhile never reads half a
 * file). The file must sit one folder below apps/server, as apps/server/src/main.ts does: the server finds its
 * migrations and the built web app by paths relative to itself (apps/server/src/server-files.ts).
 */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  if (path.dirname(path.dirname(path.resolve(outfile))) !== SERVER)
    throw new Error(`The server bundle must be written to apps/server/<folder>/, not ${outfile}`);
  const temporary = `${outfile}.${process.pid}.tmp`;
  try {
    await build({
      entryPoints: [path.join(SERVER, 'src/main.ts')],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external: EXTERNAL,
      // CommonJS packages inside an ES module still call require() for Node's own modules.
      banner: {
        js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
      },
      legalComments: 'none',
      logLevel: 'warning',
    });
    await writeFile(temporary, asciiOnly(await readFile(temporary, 'utf8')));
    await rename(temporary, outfile);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The bundle with every character past ASCII written as a \u escape. V8 keeps a module's source in memory for as long
 * as the process runs, one byte a character only while every character is Latin-1; esbuild escapes strings but leaves
 * comments and regular expressions as written, so one "—" in a comment kept the 6 MB bundle as 12.7 MB of UTF-16.
 * An escape means the same character in a string, a regular expression or an identifier, and is plain text in a comment.
 */
export function asciiOnly(source: string): string {
  return source.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

if (import.meta.main) {
  const outfile = path.resolve(process.argv[2] ?? SERVER_BUNDLE);
  await buildServer(outfile);
  console.log(`bundled the server into ${path.relative(process.cwd(), outfile)}`);
}
