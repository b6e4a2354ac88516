// Runs the server's tests a second time on the real PostgreSQL server named by TEST_DATABASE_URL (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
  process.exit(0);
}
const run = spawnSync('vitest', ['run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(run.status ?? 1);
