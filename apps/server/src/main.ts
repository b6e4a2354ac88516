// Owns starting the shop: read configuration, open the database, seed, listen, and close gracefully on a signal.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { fileStorageFor } from './platform/file-storage.ts';
import { createImageStore } from './platform/image-store.ts';
import { prepareData } from './seed/prepare-data.ts';

/** A configuration the shop refuses stops it with its one line, not a stack trace. */
async function orRefuse<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = await orRefuse(() => loadConfig());

let connectionLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, onConnectionLost: (error) => connectionLost(error) }
    : { dataDir: config.dataDir },
);
const images = createImageStore(fileStorageFor(config));
const app = await buildApp({ config, database, images });
connectionLost = (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one');
await orRefuse(() => prepareData(app));

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received, finishing in-flight requests`);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`The shop is open at ${config.publicUrl}`);
