import type { Prisma } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';

/**
 * The next number of the teacher's series for the calendar year of `at` in the teacher's zone:
 * `<prefix>-<year>-<0001>`. The year's counter row is created if missing, then locked FOR UPDATE and
 * moved by one inside the caller's transaction: a concurrent issue waits for the lock, and a rolled
 * back issue rolls its number back with it, so the series has no gap and no duplicate
 * (decision 0092). Invoices and credit notes share the series.
 */
export async function nextInvoiceNumber(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; prefix: string; timezone: string; at: Date },
): Promise<{ number: string; year: number; sequence: number }> {
  const year = Number(zonedIsoDate(input.at, usableTimeZone(input.timezone)).slice(0, 4));
  await tx.$executeRaw`
    INSERT INTO "invoice_counters" ("teacherId", "year", "lastNumber") VALUES (${input.teacherId}::uuid, ${year}, 0)
    ON CONFLICT ("teacherId", "year") DO NOTHING`;
  const [counter] = await tx.$queryRaw<{ lastNumber: number }[]>`
    SELECT "lastNumber" FROM "invoice_counters"
     WHERE "teacherId" = ${input.teacherId}::uuid AND "year" = ${year} FOR UPDATE`;
  const sequence = counter!.lastNumber + 1;
  await tx.$executeRaw`
    UPDATE "invoice_counters" SET "lastNumber" = ${sequence}
     WHERE "teacherId" = ${input.teacherId}::uuid AND "year" = ${year}`;
  return { number: `${input.prefix}-${year}-${String(sequence).padStart(4, '0')}`, year, sequence };
}
