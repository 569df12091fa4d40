/**
 * Seeded random histories of a practice for the figures' consistency test (issue 30,
 * app/api/teacher/metrics-consistency.test.ts), and an independent clock: local calendar bounds
 * through @date-fns/tz, not lib/core/time.
 */
import { TZDate } from '@date-fns/tz';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { correctManualPayment } from '@/lib/invoices/correct-manual-payment';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { recordManualPayment } from '@/lib/invoices/record-manual-payment';
import { createService, createStudent, createTeacher } from '@/test/factories';

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** mulberry32: a small seeded PRNG, so a failing history can be replayed from its seed. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------
// Independent clock: local calendar bounds through TZDate.

export function localMonthStart(now: Date, zone: string, offset = 0): Date {
  const local = new TZDate(now.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth() + offset, 1, 0, 0, 0, zone).getTime());
}

export function localDayStart(now: Date, zone: string, offset = 0): Date {
  const local = new TZDate(now.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, 0, 0, 0, zone).getTime());
}

export function localMondayStart(now: Date, zone: string, weeksBack: number): Date {
  const local = new TZDate(now.getTime(), zone);
  const sinceMonday = (local.getDay() + 6) % 7;
  return localDayStart(now, zone, -sinceMonday - 7 * weeksBack);
}

// ---------------------------------------------------------------------------------------------
// Seeded random histories.

export type Practice = { teacherId: string; zone: string; currency: string; currencies: string[] };

export async function randomPractice(
  seed: number,
  zone: string,
  currency: string,
  now: Date,
  scale = 1,
): Promise<Practice> {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (from: number, to: number) => Math.floor(from + random() * (to - from + 1));
  const teacher = await createTeacher({ timezone: zone, defaultCurrency: currency, taxRate: 21 });
  const currencies = [currency, currency === 'USD' ? 'EUR' : 'USD', 'NZD'].filter((c, i, all) => all.indexOf(c) === i);

  const services = await Promise.all(
    currencies.flatMap((code) => [
      createService({
        teacherId: teacher.id,
        currency: code,
        structure: 'package',
        sessionsIncluded: 5,
        priceAmount: between(5_000, 20_000),
      }),
      createService({
        teacherId: teacher.id,
        currency: code,
        structure: 'subscription',
        billingInterval: 'month',
        sessionsIncluded: 4,
        priceAmount: between(3_000, 9_000),
      }),
      createService({ teacherId: teacher.id, currency: code, isTrial: true, priceAmount: between(0, 1) ? 1_500 : 0 }),
    ]),
  );
  const trialServices = services.filter((service) => service.isTrial);
  const paidServices = services.filter((service) => !service.isTrial);

  // Instants near the local month boundaries (this month's and last month's first midnight, and two
  // hours on, across a clock change when the month starts with one: Los Angeles on 1 November).
  const monthEdges = [0, -1].flatMap((offset) => {
    const start = localMonthStart(now, zone, offset).getTime();
    return [start - minute, start, start + minute, start + 2 * hour + 30 * minute];
  });
  const pastInstant = () =>
    random() < 0.25
      ? new Date(pick(monthEdges))
      : new Date(now.getTime() - between(1, 110 * 24) * hour - between(0, 59) * minute);

  const students = [];
  for (let index = 0; index < 14 * scale; index += 1) {
    const createdAt = random() < 0.2 ? new Date(pick(monthEdges)) : pastInstant();
    const erased = random() < 0.12;
    students.push(
      await createStudent({
        teacherId: teacher.id,
        status: pick(['trial', 'active', 'active', 'inactive'] as const),
        createdAt,
        ...(erased ? { deletedAt: new Date(now.getTime() - day), anonymizedAt: new Date(now.getTime() - day) } : {}),
      }),
    );
  }

  // Sessions on distinct 2-hour slots (a teacher's sessions may not overlap), from 100 days back to 20 ahead.
  const usedSlots = new Set<number>();
  const slotStart = () => {
    for (;;) {
      const slot = between(-100 * 12, 20 * 12);
      if (!usedSlots.has(slot)) {
        usedSlots.add(slot);
        return new Date(Math.floor(now.getTime() / hour) * hour + slot * 2 * hour);
      }
    }
  };
  const sessions = [];
  for (let index = 0; index < 40 * scale; index += 1) {
    const startUtc = slotStart();
    const past = startUtc < now;
    const trial = random() < 0.25;
    const service = trial ? pick(trialServices) : pick(paidServices);
    const status = trial
      ? past
        ? pick(['completed', 'completed', 'no_show', 'rejected'] as const)
        : pick(['pending_confirmation', 'pending_confirmation', 'scheduled'] as const)
      : past
        ? pick(['completed', 'completed', 'no_show', 'cancelled', 'pending_review'] as const)
        : pick(['scheduled', 'scheduled', 'cancelled'] as const);
    sessions.push({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: pick(students).id,
      startUtc,
      endUtc: new Date(startUtc.getTime() + hour),
      timezone: zone,
      status,
      isTrialSession: trial,
      createdAt: new Date(Math.min(startUtc.getTime(), now.getTime()) - between(1, 72) * hour),
    });
  }
  await db.session.createMany({ data: sessions });
  const paidTrials = await db.session.findMany({
    where: { teacherId: teacher.id, isTrialSession: true, status: { in: ['completed', 'no_show', 'scheduled'] } },
    select: { id: true, studentId: true, startUtc: true, service: { select: { priceAmount: true, currency: true } } },
  });

  // Enrollments with their payments: purchases, renewals, refunds (part, full), disputes, failures.
  const payments: Prisma.PaymentCreateManyInput[] = [];
  for (let index = 0; index < 16 * scale; index += 1) {
    const service = pick(paidServices);
    const student = pick(students);
    const enrolledAt = pastInstant();
    const enrollment = await db.enrollment.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status: pick(['active', 'active', 'completed', 'cancelled', 'expired'] as const),
        sessionsTotal: 5,
        pricePaid: service.priceAmount,
        currency: service.currency,
        enrolledAt,
      },
    });
    const paid = (kind: 'enrollment' | 'renewal', paidAt: Date) => {
      const amount = service.priceAmount;
      const fate = random();
      const status =
        fate < 0.1
          ? 'refunded'
          : fate < 0.25
            ? 'partially_refunded'
            : fate < 0.32
              ? 'failed'
              : fate < 0.36
                ? 'pending'
                : 'succeeded';
      payments.push({
        teacherId: teacher.id,
        studentId: student.id,
        enrollmentId: enrollment.id,
        kind,
        amount,
        currency: service.currency,
        pspFee: Math.round(amount * 0.03),
        taxAmount: Math.round((amount * 21) / 121),
        status,
        refundedAmount: status === 'refunded' ? amount : status === 'partially_refunded' ? between(1, amount - 1) : 0,
        paidAt: status === 'pending' ? null : paidAt,
      });
    };
    paid('enrollment', enrolledAt);
    if (service.structure === 'subscription') {
      for (let renewal = enrolledAt.getTime() + 30 * day; renewal < now.getTime(); renewal += 30 * day) {
        paid('renewal', random() < 0.3 ? new Date(pick(monthEdges)) : new Date(renewal));
      }
    }
  }
  for (const trial of paidTrials) {
    if (trial.service.priceAmount === 0) continue;
    payments.push({
      teacherId: teacher.id,
      studentId: trial.studentId,
      sessionId: trial.id,
      kind: 'trial',
      amount: trial.service.priceAmount,
      currency: trial.service.currency,
      status: 'succeeded',
      paidAt: new Date(Math.min(trial.startUtc.getTime(), now.getTime()) - day),
    });
  }
  await db.payment.createMany({ data: payments });
  const disputed = await db.payment.findMany({ where: { teacherId: teacher.id, status: 'succeeded' }, take: 2 });
  for (const payment of disputed) {
    await db.dispute.create({
      data: {
        teacherId: teacher.id,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        pspDisputeId: `dp_${payment.id}`,
      },
    });
  }
  // Money recorded by hand (issue 35), through the domain functions: on account, against an issued
  // invoice (in part), some corrected; they are payments like the others, so every figure counts them.
  const liveStudents = await db.student.findMany({
    where: { teacherId: teacher.id, deletedAt: null },
    orderBy: { id: 'asc' },
  });
  for (let index = 0; index < 4 * scale; index += 1) {
    const student = pick(liveStudents);
    const amount = between(10, 90) * 100;
    const paidAt = pastInstant();
    let invoiceId: string | undefined;
    if (random() < 0.5) {
      const draft = await createInvoiceDraft({
        teacherId: teacher.id,
        input: { studentId: student.id, lines: [{ description: 'Lessons', quantity: 2, unitAmount: amount }] },
      });
      invoiceId = (await issueInvoice({ teacherId: teacher.id, invoiceId: draft.id })).id;
    }
    const payment = await recordManualPayment({
      teacherId: teacher.id,
      input: {
        studentId: student.id,
        amount,
        currency: teacher.defaultCurrency as 'EUR',
        method: pick(['cash', 'bank_transfer', 'other'] as const),
        paidAt: paidAt.toISOString(),
        ...(invoiceId ? { invoiceId } : {}),
      },
    });
    if (random() < 0.3) {
      await correctManualPayment({
        teacherId: teacher.id,
        paymentId: payment.id,
        input: { amount: between(1, amount), reason: 'Recorded twice' },
      });
    }
  }
  return { teacherId: teacher.id, zone, currency, currencies };
}
