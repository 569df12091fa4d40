import pg from 'pg';

/** Admin helpers for TEST_DATABASE_URL (a PostgreSQL server where tests may create databases). */
export function databaseUrl(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function recreateDatabase(serverUrl: string, name: string, template?: string) {
  await withAdmin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`);
  });
}

export async function dropDatabases(serverUrl: string, prefix: string) {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}
