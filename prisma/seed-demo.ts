import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { db } from '@/lib/core/db';
import { currentDatabaseFactory } from '@/lib/core/db/migrate-embedded';
import { seedAnalytics } from './seed/analytics';
import { seedBookings } from './seed/bookings';
import { seedEngagement } from './seed/engagement';
import { seedFamilies } from './seed/families';
import { DEMO_TEACHER_IDS, stableId } from './seed/ids';
import { seedLegal } from './seed/legal';
import { demoSeedState, demoSeedVersion, type SeedMarkerState, writeDemoSeedMarker } from './seed/marker';
import { seedMaterials } from './seed/materials';
import { demo2Profile } from './seed/profiles/demo-2';
import { demoProfile } from './seed/profiles/demo';
import { dayOffWorkday } from './seed/scenario';
import { seedServices } from './seed/services';
import { seedStudents } from './seed/students';
import { seedTeacher } from './seed/teachers';
import { DemoClock } from './seed/time';
import type { SeedContext } from './seed/types';

export { DEMO_TEACHER_IDS } from './seed/ids';

/**
 * Demo data for development and demos: two teachers with a full practice each. Idempotent: every
 * row has a fixed id and is upserted, so a second run updates (times move relative to `now`)
 * instead of duplicating. One transaction per teacher.
 */
export async function seedDemoData(now: Date = new Date()): Promise<string> {
  for (const profile of [demoProfile, demo2Profile]) {
    const teacherId = DEMO_TEACHER_IDS[profile.key];
    await db.$transaction(
      async (tx) => {
        const context: SeedContext = {
          tx,
          profile,
          teacherId,
          clock: new DemoClock(now, profile.teacher.timezone),
          id: (...parts) => stableId(profile.key, ...parts),
        };
        await seedTeacher(context, dayOffWorkday);
        await seedStudents(context);
        await seedFamilies(context);
        await seedServices(context);
        await seedBookings(context, dayOffWorkday);
        await seedEngagement(context);
        await seedMaterials(context);
        await seedLegal(context);
        await seedAnalytics(context);
      },
      { maxWait: 30_000, timeout: 120_000 },
    );
  }
  await writeDemoSeedMarker(demoSeedVersion(), now);
  return summarize();
}

/**
 * What a start runs: the seed only when its marker says the demo data is missing, from another
 * version of the seed or from an earlier day (demo times are relative to today); else nothing.
 */
export async function ensureDemoData(
  factory: SqlDriverAdapterFactory = currentDatabaseFactory(),
  now: Date = new Date(),
): Promise<{ state: SeedMarkerState; summary?: string }> {
  const state = await demoSeedState(factory, demoSeedVersion(), now);
  if (state === 'current') return { state };
  return { state, summary: await seedDemoData(now) };
}

async function summarize() {
  const teacherId = { in: Object.values(DEMO_TEACHER_IDS) };
  const [students, services, enrollments, sessions, payments, reviews] = await Promise.all([
    db.student.count({ where: { teacherId } }),
    db.service.count({ where: { teacherId } }),
    db.enrollment.count({ where: { teacherId } }),
    db.session.count({ where: { teacherId } }),
    db.payment.count({ where: { teacherId } }),
    db.review.count({ where: { teacherId } }),
  ]);
  const slugs = Object.keys(DEMO_TEACHER_IDS).join(', ');
  return `2 demo teachers (${slugs}): ${students} students, ${services} services, ${enrollments} enrollments, ${sessions} sessions, ${payments} payments, ${reviews} reviews`;
}
