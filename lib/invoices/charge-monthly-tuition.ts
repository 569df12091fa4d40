import type { Prisma } from '@/lib/core/db';

type ChargeMonthlyTuition = {
  teacherId: string;
  /** `YYYY-MM` in the teacher's zone. */
  month: string;
  /** Narrows to one student (a first monthly booking); all the teacher's students otherwise. */
  studentId?: string;
  /** Narrows to one service. */
  serviceId?: string;
};

/**
 * Monthly tuition (issue 35, decision 0133): each student holding an active enrollment of one of
 * the teacher's monthly services (not deleted; the student not erased) owes the service's price
 * once for `month`. One `tuition_charges` row per service, student and month: the unique key makes
 * it idempotent whoever writes it (the hourly run, a retry, a second instance, the first booking),
 * so running it again the same month adds nothing. Returns how many charges were added.
 */
export async function chargeMonthlyTuition(
  tx: Prisma.TransactionClient,
  { teacherId, month, studentId, serviceId }: ChargeMonthlyTuition,
): Promise<number> {
  const added = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "tuition_charges" ("id", "teacherId", "studentId", "serviceId", "month", "amount", "currency")
    SELECT DISTINCT ON (e."serviceId", e."studentId")
           gen_random_uuid(), e."teacherId", e."studentId", e."serviceId", ${month}, s."priceAmount", s."currency"
      FROM "enrollments" e
      JOIN "services" s ON s."id" = e."serviceId" AND s."teacherId" = e."teacherId"
      JOIN "students" st ON st."id" = e."studentId" AND st."teacherId" = e."teacherId"
     WHERE e."teacherId" = ${teacherId}::uuid
       AND e."status" = 'active'
       AND s."billing" = 'monthly'
       AND s."deletedAt" IS NULL
       AND s."priceAmount" > 0
       AND st."deletedAt" IS NULL
       AND (${studentId ?? null}::uuid IS NULL OR e."studentId" = ${studentId ?? null}::uuid)
       AND (${serviceId ?? null}::uuid IS NULL OR e."serviceId" = ${serviceId ?? null}::uuid)
    ON CONFLICT ("serviceId", "studentId", "month") DO NOTHING
    RETURNING "id"`;
  return added.length;
}
