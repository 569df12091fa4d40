/**
 * The scale dataset's two tenants and the runner's routes signed in to them: shared by the load
 * runner, the memory probe and the profiler, so that all three load the same requests.
 */
import type pg from 'pg';
import { bigRosterSlug, hotTenantSlug, scaleDatabaseName, scaleDatabaseUrl } from './dataset';
import { createBenchSessions, scaleRoutes } from './routes';

export type ScaleTenant = { slug: string; id: string; serviceId: string };

/** Fixed secrets of the benchmark's app instances: the sessions written here are signed with them. */
export const benchSecrets = {
  sessionSecret: 'scale-runner-session-secret-0123456789abcdef',
  webhookSecret: 'whsec_scale_runner',
};

/** What every benchmark instance of the app runs with: the scale database, behind a trusted local proxy. */
export const benchAppEnv = {
  DATABASE_URL: scaleDatabaseUrl,
  APP_ENV: 'development',
  TRUST_PROXY: 'loopback',
  SESSION_SECRET: benchSecrets.sessionSecret,
  STRIPE_WEBHOOK_SECRET: benchSecrets.webhookSecret,
};

/** The hot tenant (with its `lesson` service) and the 20,000-student roster; throws before bench:scale:seed. */
export async function findScaleTenants(sql: pg.Client): Promise<{ hot: ScaleTenant; roster: ScaleTenant }> {
  const { rows } = await sql.query<ScaleTenant>(
    `SELECT t.slug, t.id, s.id AS "serviceId" FROM teachers t JOIN services s ON s."teacherId" = t.id AND s.slug = 'lesson'
      WHERE t.slug = ANY($1)`,
    [[hotTenantSlug, bigRosterSlug]],
  );
  const hot = rows.find((row) => row.slug === hotTenantSlug);
  const roster = rows.find((row) => row.slug === bigRosterSlug);
  if (!hot || !roster) throw new Error(`${scaleDatabaseName} has no scale dataset: npm run bench:scale:seed first`);
  return { hot, roster };
}

/** Every route of the runner, each request signed in as one of 2,000 sessions of its tenant. */
export async function datasetRoutes(sql: pg.Client, { hot, roster }: { hot: ScaleTenant; roster: ScaleTenant }) {
  return scaleRoutes({
    hot: {
      slug: hotTenantSlug,
      serviceId: hot.serviceId,
      cookies: await createBenchSessions(sql, hot.id, 2000, benchSecrets.sessionSecret),
    },
    roster: { cookies: await createBenchSessions(sql, roster.id, 2000, benchSecrets.sessionSecret) },
    webhookSecret: benchSecrets.webhookSecret,
  });
}
