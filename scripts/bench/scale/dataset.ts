/**
 * The scale tier's dataset (issue #20, item 5): who is in it, shared by the generator and the runner.
 * 1,000 teachers and 1M sessions in all; the hot tenant is the dashboard/availability benches'
 * practice (70 students, three years, about 9,000 sessions), `--factor 10` multiplies it; one
 * teacher has a 20,000-student roster.
 */
import { databaseUrl } from '@/test/database-server';

export const scaleServerUrl =
  process.env.SCALE_SERVER_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const scaleDatabaseName = process.env.SCALE_DATABASE ?? 'lektio_scale';
export const scaleDatabaseUrl = databaseUrl(scaleServerUrl, scaleDatabaseName);

export const hotTenantSlug = 'scale-hot';
export const bigRosterSlug = 'scale-roster';
export const totalTeachers = 1_000;
export const totalSessions = 1_000_000;

export type TenantPlan = { slug: string; students: number; sessions: number; slotsPerDay: number };

/** Every teacher's share: the hot tenant, the big roster, and the rest splitting what is left of 1M sessions. */
export function scalePlan(factor = 1): TenantPlan[] {
  const hot: TenantPlan = {
    slug: hotTenantSlug,
    students: 70 * factor,
    sessions: 9_000 * factor,
    slotsPerDay: factor > 1 ? 24 : 8,
  };
  const big: TenantPlan = { slug: bigRosterSlug, students: 20_000, sessions: 20_000, slotsPerDay: 8 };
  const others = totalTeachers - 2;
  const perTeacher = Math.floor((totalSessions - 9_000 - big.sessions) / others);
  const rest = Array.from({ length: others }, (_, index) => ({
    slug: `scale-${String(index + 1).padStart(4, '0')}`,
    students: 20,
    sessions: perTeacher,
    slotsPerDay: 8,
  }));
  return [hot, big, ...rest];
}
