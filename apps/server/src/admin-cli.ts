// Owns `npm run admin -- create --email … --password …`: makes (or promotes) a verified admin from the command line.
import { parseArgs } from 'node:util';
import { signupBody } from '@shop/contract/auth';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { ensureAdmin } from './seed/prepare-data.ts';

const usage = 'Usage: npm run admin -- create --email <email> --password <at least 8 characters> [--name <name>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

if (positionals[0] !== 'create') {
  console.error(usage);
  process.exit(2);
}
const parsed = signupBody.safeParse({
  userName: values.name ?? 'Admin',
  email: values.email,
  password: values.password,
});
if (!parsed.success) {
  console.error(`${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}\n${usage}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await ensureAdmin(database.db, parsed.data.email, parsed.data.password, parsed.data.userName);
  await database.close();
  console.log(`Admin ready: ${parsed.data.email}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
