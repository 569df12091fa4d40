/** Shared scene of the time-first booking tests (test-only). */
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { createAvailabilitySchedule, createService, createTeacher, uniqueSuffix } from '@/test/factories';
import type { Prisma } from '@/generated/prisma/client';
import { futureMonday } from '@/test/future-monday';

const monday = futureMonday();

/** An instant at a Madrid wall time of that Monday. */
export const madridAt = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(monday), h * 60 + m, 'Europe/Madrid'));
};

/**
 * A connected Madrid teacher with the factory week (Mon-Fri 09:00-13:00, 15:00-19:00) and a
 * €45.00 one-to-one single lesson of 60 minutes (override with `service`).
 */
export async function timeFirstScene(service: Partial<Prisma.ServiceUncheckedCreateInput> = {}) {
  const teacher = await createTeacher({
    timezone: 'Europe/Madrid',
    pspAccountId: `acct_${uniqueSuffix()}`,
    taxRate: 0,
  });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const lesson = await createService({
    teacherId: teacher.id,
    structure: 'single',
    pricingModel: 'fixed',
    priceAmount: 4500,
    currency: 'EUR',
    durationMinutes: 60,
    ...service,
  });
  return { teacher, service: lesson };
}

/** A complete visitor's request for 10:00 Madrid time. */
export const visitorBody = (overrides: Record<string, unknown> = {}) => ({
  startUtc: madridAt('10:00').toISOString(),
  timezone: 'America/New_York',
  name: 'Vera Visitor',
  email: `vera-${uniqueSuffix()}@example.test`,
  consentAccepted: true as const,
  acceptedDocumentVersionIds: [] as string[],
  ...overrides,
});
