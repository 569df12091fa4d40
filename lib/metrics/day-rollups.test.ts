import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { cancelSession } from '@/lib/booking/cancel-session';
import { correctManualPayment } from '@/lib/invoices/correct-manual-payment';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { recordManualPayment } from '@/lib/invoices/record-manual-payment';
import { refundPayment } from '@/lib/payments/refund-payment';
import { eraseStudent } from '@/lib/privacy/erase-student';
import { createPayment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { revenueStatuses } from './revenue';

const processor = setUpSimulatedProcessor();

const lessonStatuses = new Set(['scheduled', 'completed', 'pending_review']);
const statuses = ['pending_confirmation', 'scheduled', 'completed', 'pending_review', 'no_show', 'cancelled'] as const;
const paymentStatuses = ['pending', 'succeeded', 'partially_refunded', 'refunded', 'failed'] as const;
const hour = 3_600_000;

type Figures = Record<string, number>;

/**
 * The day rollups (decision 0146) recomputed from the rows in JavaScript, on the teacher's clock of
 * lib/core/zoned-date, against what the triggers left in the two tables (rows of zeros left out).
 */
async function expectRollupsMatchRows(teacherId: string) {
  const { timezone } = await db.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });
  const zone = usableTimeZone(timezone);
  const day = (at: Date) => zonedIsoDate(at, zone);
  const expected = new Map<string, Figures>();
  const add = (key: string, figure: string) => {
    const row = expected.get(key) ?? {};
    row[figure] = (row[figure] ?? 0) + 1;
    expected.set(key, row);
  };
  for (const s of await db.session.findMany({ where: { teacherId } })) {
    if (lessonStatuses.has(s.status)) add(day(s.startUtc), 'lessons');
    if (s.status === 'completed') add(day(s.startUtc), 'completed');
    if (s.status === 'no_show') add(day(s.startUtc), 'noShows');
    if (s.status === 'cancelled') add(day(s.startUtc), 'cancelled');
    if (s.status === 'completed' && s.isTrialSession) add(day(s.startUtc), 'trialsCompleted');
    if (s.isTrialSession) add(day(s.createdAt), 'trialsRequested');
  }
  const revenue = new Map<string, { amount: number; payments: number }>();
  for (const p of await db.payment.findMany({ where: { teacherId } })) {
    if (!p.paidAt || !(revenueStatuses as readonly string[]).includes(p.status)) continue;
    const key = `${day(p.paidAt)} ${p.currency}`;
    const row = revenue.get(key) ?? { amount: 0, payments: 0 };
    revenue.set(key, { amount: row.amount + p.amount - p.refundedAmount, payments: row.payments + 1 });
  }

  const figureRows = await db.teacherDayFigures.findMany({ where: { teacherId } });
  const actual = new Map<string, Figures>();
  for (const { teacherId: _t, day: date, ...figures } of figureRows) {
    const nonZero = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));
    if (Object.keys(nonZero).length) actual.set(date.toISOString().slice(0, 10), nonZero);
  }
  expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));

  const revenueRows = await db.teacherDayRevenue.findMany({ where: { teacherId } });
  const actualRevenue = new Map(
    revenueRows
      .filter((row) => row.amount !== 0n || row.payments !== 0)
      .map((row) => [
        `${row.day.toISOString().slice(0, 10)} ${row.currency}`,
        { amount: Number(row.amount), payments: row.payments },
      ]),
  );
  expect(Object.fromEntries([...actualRevenue].sort())).toEqual(Object.fromEntries([...revenue].sort()));
}

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

describe('day rollups (issue 38, decision 0146)', () => {
  it.each([
    [3, 'Pacific/Auckland'],
    [5, 'Asia/Kathmandu'],
    [8, 'America/Los_Angeles'],
  ])(
    'seed %i in %s: random writes, moves, bulk updates, deletes and zone changes leave them equal to the rows',
    async (seed, zone) => {
      const r = random(seed);
      const teacher = await createTeacher({ timezone: zone });
      const other = await createTeacher({ timezone: 'UTC' });
      const service = await createService({ teacherId: teacher.id });
      const student = await createStudent({ teacherId: teacher.id });
      // Hourly slots around a month's edge (31 March / 1 April: a DST change in two of the zones), one session each.
      const base = Date.UTC(2026, 2, 20);
      const used = new Set<number>();
      const freeSlot = () => {
        let slot = r.int(600);
        while (used.has(slot)) slot = (slot + 1) % 600;
        used.add(slot);
        return slot;
      };
      const at = (slot: number) => new Date(base + slot * hour);
      const sessions: { id: string; slot: number }[] = [];
      const payments: string[] = [];

      for (let step = 0; step < 45; step++) {
        const action = r.int(10);
        if (action <= 2 || sessions.length === 0) {
          const slot = freeSlot();
          const created = await createSession({
            teacherId: teacher.id,
            serviceId: service.id,
            studentId: student.id,
            startUtc: at(slot),
            endUtc: new Date(at(slot).getTime() + 45 * 60_000),
            status: r.pick(statuses),
            isTrialSession: r.next() < 0.3,
            createdAt: at(r.int(600)),
          });
          sessions.push({ id: created.id, slot });
        } else if (action === 3) {
          const target = r.pick(sessions);
          await db.session.update({ where: { id: target.id }, data: { status: r.pick(statuses) } });
        } else if (action === 4) {
          // A move, often across a day or the month's edge.
          const target = r.pick(sessions);
          used.delete(target.slot);
          target.slot = freeSlot();
          await db.session.update({
            where: { id: target.id },
            data: { startUtc: at(target.slot), endUtc: new Date(at(target.slot).getTime() + 45 * 60_000) },
          });
        } else if (action === 5) {
          await db.session.updateMany({
            where: { teacherId: teacher.id, status: 'scheduled', startUtc: { lt: at(300) } },
            data: { status: 'completed' },
          });
        } else if (action === 6) {
          const index = r.int(sessions.length);
          const [gone] = sessions.splice(index, 1);
          used.delete(gone!.slot);
          await db.session.delete({ where: { id: gone!.id } });
        } else if (action === 7) {
          const amount = 1_000 + r.int(9_000);
          const status = r.pick(paymentStatuses);
          const created = await createPayment({
            teacherId: teacher.id,
            studentId: student.id,
            amount,
            currency: r.pick(['EUR', 'USD']),
            status,
            refundedAmount: status === 'refunded' ? amount : status === 'partially_refunded' ? r.int(amount) : 0,
            paidAt: status === 'pending' || status === 'failed' ? null : at(r.int(600)),
          });
          payments.push(created.id);
        } else if (action === 8 && payments.length) {
          const id = r.pick(payments);
          const payment = await db.payment.findUniqueOrThrow({ where: { id } });
          const refunded = Math.min(payment.amount, payment.refundedAmount + r.int(payment.amount));
          await db.payment.update({
            where: { id },
            data:
              r.next() < 0.2
                ? { paidAt: at(r.int(600)) }
                : {
                    refundedAmount: refunded,
                    status:
                      refunded === payment.amount ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'succeeded',
                  },
          });
        } else if (action === 9) {
          if (r.next() < 0.5 && payments.length) {
            await db.payment.delete({ where: { id: payments.splice(r.int(payments.length), 1)[0]! } });
          } else {
            await db.teacher.update({
              where: { id: teacher.id },
              data: {
                timezone: r.pick(['Pacific/Auckland', 'Asia/Kathmandu', 'America/Los_Angeles', 'Europe/Madrid']),
              },
            });
          }
        }
        if (step % 5 === 4) await expectRollupsMatchRows(teacher.id);
      }
      await expectRollupsMatchRows(teacher.id);
      // Another teacher's rows are never touched.
      expect(await db.teacherDayFigures.count({ where: { teacherId: other.id } })).toBe(0);

      // The backfill (and repair) recomputes the same rows, as often as it runs.
      await db.$executeRaw`SELECT "rebuild_teacher_days"(ARRAY[${teacher.id}::uuid])`;
      await db.$executeRaw`SELECT "rebuild_teacher_days"(ARRAY[${teacher.id}::uuid])`;
      await expectRollupsMatchRows(teacher.id);

      await db.teacher.delete({ where: { id: teacher.id } });
      expect(await db.teacherDayFigures.count({ where: { teacherId: teacher.id } })).toBe(0);
      expect(await db.teacherDayRevenue.count({ where: { teacherId: teacher.id } })).toBe(0);
    },
    90_000,
  );

  it('follows manual payments and their corrections, invoices, cancellations and an erasure', async () => {
    const teacher = await createTeacher({ timezone: 'Asia/Kathmandu', taxRate: 0 });
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    const late = new Date(Date.UTC(2026, 2, 31, 18, 30)); // 00:15 on 1 April in Kathmandu

    const cash = await recordManualPayment({
      teacherId: teacher.id,
      input: { studentId: student.id, amount: 5_000, currency: 'EUR', method: 'cash', paidAt: late.toISOString() },
    });
    await correctManualPayment({
      teacherId: teacher.id,
      paymentId: cash.id,
      input: { amount: 1_200, reason: 'Miscounted' },
    });
    await expectRollupsMatchRows(teacher.id);

    const draft = await createInvoiceDraft({
      teacherId: teacher.id,
      input: { studentId: student.id, lines: [{ description: 'Lessons, March', quantity: 1, unitAmount: 6_000 }] },
    });
    const invoice = await issueInvoice({ teacherId: teacher.id, invoiceId: draft.id });
    await expectRollupsMatchRows(teacher.id); // an invoice is a document, not money
    await recordManualPayment({
      teacherId: teacher.id,
      input: {
        studentId: student.id,
        invoiceId: invoice.id,
        amount: 6_000,
        currency: 'EUR',
        method: 'bank_transfer',
        paidAt: new Date().toISOString(),
      },
    });
    await expectRollupsMatchRows(teacher.id);

    const past = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: late,
      status: 'completed',
    });
    const future = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const another = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await cancelSession({ teacherId: teacher.id, sessionId: another.id, input: {} });
    await expectRollupsMatchRows(teacher.id);

    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: { type: 'teacher', id: teacher.id } });
    await expectRollupsMatchRows(teacher.id);
    // The history still counts (docs/metrics.md): the held lesson stays, the one to come is called off.
    expect(await db.session.findUniqueOrThrow({ where: { id: past.id } })).toMatchObject({ status: 'completed' });
    expect((await db.session.findUniqueOrThrow({ where: { id: future.id } })).status).not.toBe('scheduled');
  });

  it('follows a processor refund confirmed by the webhook', async () => {
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    await expectRollupsMatchRows(setup.teacher.id);
    await refundPayment({ teacherId: setup.teacher.id, paymentId: payment.id, amount: 2_100 });
    await processor().flush();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ refundedAmount: 2_100 });
    await expectRollupsMatchRows(setup.teacher.id);
  });
});
