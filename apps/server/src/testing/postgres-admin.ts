// Owns creating and dropping the throwaway PostgreSQL databases tests run on (when TEST_DATABASE_URL is set).
import pg from 'pg';

export const TEMPLATE_DATABASE = 'shop_test_template';

export function templateDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
