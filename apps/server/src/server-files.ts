// Owns where the server finds the files that ship beside it. This file and the production bundle
// (apps/server/dist/main.js, made by scripts/build-server.ts) both sit one folder below apps/server, so the same
// relative paths hold from either.
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The web app `npm run build` writes; WEB_DIST points elsewhere. */
export const BUILT_WEB_APP = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's source, which `npm run dev` (WEB_DEV=1) serves through Vite. */
export const WEB_SOURCE = fileURLToPath(new URL('../../web', import.meta.url));
/** India's pincodes with their city, district and state (decision 018), read on the first delivery check. */
export const PINCODE_DIRECTORY = fileURLToPath(new URL('../src/modules/delivery/pincodes.tsv', import.meta.url));
