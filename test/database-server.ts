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
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? await cloneClause(client, template) : ''}`);
  });
}

/**
 * PostgreSQL 15 clones through the WAL by default; copying the files is about twice as fast when the
 * server does not fsync (a throwaway test server: .ci/run turns fsync off), and much slower when it does.
 */
async function cloneClause(client: pg.Client, template: string) {
  const { rows } = await client.query<{ fsync: string; version: number }>(
    `SELECT current_setting('fsync') AS fsync, current_setting('server_version_num')::int AS version`,
  );
  const fileCopy = rows[0]!.fsync === 'off' && rows[0]!.version >= 150000;
  return ` TEMPLATE ${quoteIdent(template)}${fileCopy ? ' STRATEGY FILE_COPY' : ''}`;
}

export async function dropDatabases(serverUrl: string, prefix: string) {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}
