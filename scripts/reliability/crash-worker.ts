// tsx --import ./scripts/reliability/allow-server-only.mjs scripts/reliability/crash-worker.ts <seed|run|verify> <plan.json>
// The process that scripts/reliability/crash-trial.ts kills: it makes the same domain calls as the
// routes (a teacher books a session; a processor event is processed), on DATABASE_URL or, without
// it, on the embedded database in PGLITE_DIR. One JSON line on stdout per answer.
//   seed   migrates the database, creates a teacher, 20 students with credits and 20 enrollments
//          waiting for their payment, and writes the plan (ids, starts, events) to <plan.json>.
//   run    sends the 20 bookings and the 20 checkout.session.completed events at once and prints
//          each answer as it comes ({"op":"booking","index":3,"ok":true}); then waits to be killed.
//   verify opens the database again (no repair step exists: it must simply open), checks what is
//          there against the plan, replays every event twice and checks again; prints the figures.
import fs from 'node:fs';
import type Stripe from 'stripe';
import { PrismaClient } from '@/generated/prisma/client';
import { createTeacherSession } from '@/lib/booking/create-teacher-session';
import { disconnectDatabase, setDatabase, db } from '@/lib/core/db';
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { processWebhookEvent } from '@/lib/payment-webhooks/process-webhook-event';
import { enrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';

export const operations = 20;
const price = 12_100;
const creditsPerPackage = 10;

export type CrashPlan = {
  /** The teacher whose processor account the events come from. */
  teacherId: string;
  accountId: string;
  /** One teacher each: bookings of one teacher wait on each other, and 20 teachers book at once here. */
  bookings: { teacherId: string; serviceId: string; studentId: string; enrollmentId: string; startUtc: string }[];
  payments: { enrollmentId: string; event: Stripe.Event }[];
  /** Booked before the trial's calls, so the first of them do not pay for cold code paths. */
  warmUp: { teacherId: string; serviceId: string; studentId: string };
};

export type Answer = { op: 'booking' | 'payment'; index: number; ok: boolean; error?: string };

export type Verdict = {
  problems: string[];
  figures: {
    bookingsStored: number;
    paymentsStoredBeforeReplay: number;
    eventsRecordedUnprocessed: number;
    paymentsAfterReplay: number;
    grantsAfterReplay: number;
    replayDuplicates: number;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const emit = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function open() {
  const url = process.env.DATABASE_URL;
  if (url) {
    setDatabase(new PrismaClient({ adapter: postgresAdapter(url) }));
    return postgresAdapter(url);
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('crash-worker: set DATABASE_URL or PGLITE_DIR');
  const pglite = await openPglite({ dataDir: dir });
  setDatabase(new PrismaClient({ adapter: pgliteAdapter(pglite) }), pglite);
  return pgliteAdapter(pglite);
}

function checkoutCompleted(index: number, accountId: string, enrollmentId: string): Stripe.Event {
  const id = `cs_crash_${index}_${enrollmentId.slice(0, 8)}`;
  return {
    id: `evt_crash_${index}_${enrollmentId.slice(0, 8)}`,
    object: 'event',
    type: 'checkout.session.completed',
    account: accountId,
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
        amount_total: price,
        currency: 'eur',
        metadata: enrollmentCheckoutMetadata(enrollmentId),
        payment_intent: `pi_crash_${index}_${enrollmentId.slice(0, 8)}`,
        subscription: null,
        invoice: null,
      },
    },
  } as unknown as Stripe.Event;
}

async function seed(planPath: string) {
  const factory = await open();
  await applyMigrations(factory);
  const accountId = `acct_crash_${crypto.randomUUID()}`;
  const teacher = await createTeacher({ pspAccountId: accountId, pspChargesEnabled: true, pspConnectedAt: new Date() });
  const service = await createService({
    teacherId: teacher.id,
    durationMinutes: 30,
    structure: 'package',
    sessionsIncluded: creditsPerPackage,
    validityDays: 90,
    priceAmount: price,
  });
  const day = Date.UTC(2031, 0, 6, 8);
  // (a start of its own each, too)
  const bookings: CrashPlan['bookings'] = [];
  const payments: CrashPlan['payments'] = [];
  for (let index = 0; index < operations; index++) {
    const booker = await createTeacher();
    const lesson = await createService({ teacherId: booker.id, durationMinutes: 30 });
    const student = await createStudent({ teacherId: booker.id });
    const enrollment = await createEnrollment({ teacherId: booker.id, serviceId: lesson.id, studentId: student.id });
    bookings.push({
      teacherId: booker.id,
      serviceId: lesson.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc: new Date(day + index * 45 * 60_000).toISOString(),
    });
    const payer = await createStudent({ teacherId: teacher.id });
    const pending = await db.enrollment.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: payer.id,
        status: 'pending_payment',
        currency: 'EUR',
      },
    });
    payments.push({ enrollmentId: pending.id, event: checkoutCompleted(index, accountId, pending.id) });
  }
  const warmTeacher = await createTeacher();
  const warmService = await createService({ teacherId: warmTeacher.id, durationMinutes: 30 });
  const warmStudent = await createStudent({ teacherId: warmTeacher.id });
  const warmUp = { teacherId: warmTeacher.id, serviceId: warmService.id, studentId: warmStudent.id };
  const plan: CrashPlan = { teacherId: teacher.id, accountId, bookings, payments, warmUp };
  fs.writeFileSync(planPath, JSON.stringify(plan));
  await disconnectDatabase();
  emit({ seeded: true });
}

async function run(plan: CrashPlan) {
  await open();
  // Warm the client (its first query loads the query compiler) and open the pool's connections, as a
  // server that has been up a while has them, so the calls below start together.
  await Promise.all(
    Array.from({ length: 2 * operations }, () =>
      db.$transaction((tx) => tx.teacher.count({ where: { id: plan.teacherId } })),
    ),
  );
  await createTeacherSession({
    teacherId: plan.warmUp.teacherId,
    input: { serviceId: plan.warmUp.serviceId, studentId: plan.warmUp.studentId, startUtc: '2031-02-03T09:00:00.000Z' },
  });
  await processWebhookEvent({
    ...plan.payments[0]!.event,
    id: `evt_warm_${plan.teacherId}`,
    type: 'balance.available',
  } as Stripe.Event);
  emit({ started: true });
  const answer = (op: Answer['op'], index: number, call: Promise<unknown>): Promise<void> =>
    call.then(
      () => void emit({ op, index, ok: true } satisfies Answer),
      (error: unknown) =>
        void emit({
          op,
          index,
          ok: false,
          error: `${String(error)} ${String((error as Error).cause ?? '')}`.slice(0, 300),
        } satisfies Answer),
    );
  // All 40 at once on a quiet machine; RAMP_MS apart on a loaded one, where 40 at once only time
  // out (Prisma's 5 s transaction timeout) and nothing would be in flight worth killing.
  const rampMs = Number(process.env.CRASH_RAMP_MS ?? 0);
  const calls: Promise<void>[] = [];
  for (let index = 0; index < operations; index++) {
    const booking = plan.bookings[index]!;
    emit({ op: 'booking', index, sent: true });
    calls.push(
      answer(
        'booking',
        index,
        createTeacherSession({
          teacherId: booking.teacherId,
          input: { serviceId: booking.serviceId, studentId: booking.studentId, startUtc: booking.startUtc },
        }),
      ),
    );
    if (rampMs) await sleep(rampMs);
    emit({ op: 'payment', index, sent: true });
    calls.push(answer('payment', index, processWebhookEvent(plan.payments[index]!.event)));
    if (rampMs) await sleep(rampMs);
  }
  await Promise.all(calls);
  emit({ finished: true });
  // Stay up: the trial kills this process whatever happened.
  await new Promise(() => {});
}

async function verify(plan: CrashPlan, answers: Answer[]) {
  await open();
  const problems: string[] = [];
  const answered = (op: Answer['op'], index: number) => answers.find((a) => a.op === op && a.index === index);

  // Bookings: an answered one is there, whole (its session and its one credit); any one is whole or absent.
  let bookingsStored = 0;
  for (const [index, booking] of plan.bookings.entries()) {
    const sessions = await db.session.findMany({
      where: { teacherId: booking.teacherId, studentId: booking.studentId },
      select: { startUtc: true, enrollmentId: true },
    });
    const enrollment = await db.enrollment.findUniqueOrThrow({
      where: { id: booking.enrollmentId },
      select: { sessionsScheduled: true },
    });
    bookingsStored += sessions.length;
    const said = answered('booking', index);
    if (said?.ok && sessions.length !== 1)
      problems.push(`booking ${index} was answered but ${sessions.length} sessions are stored`);
    if (said && !said.ok && sessions.length) problems.push(`booking ${index} failed (${said.error}) but is stored`);
    if (sessions.length > 1) problems.push(`booking ${index} is stored ${sessions.length} times`);
    if (enrollment.sessionsScheduled !== sessions.length)
      problems.push(
        `booking ${index}: ${sessions.length} session(s) but ${enrollment.sessionsScheduled} credit(s) taken`,
      );
    if (
      sessions[0] &&
      (sessions[0].enrollmentId !== booking.enrollmentId || sessions[0].startUtc.toISOString() !== booking.startUtc)
    )
      problems.push(`booking ${index} is stored with another start or enrollment`);
  }

  // Payments before the replay: an answered event is applied; any is applied whole or not at all.
  const paymentState = async () =>
    Promise.all(
      plan.payments.map(async ({ enrollmentId }) => ({
        enrollment: await db.enrollment.findUniqueOrThrow({
          where: { id: enrollmentId },
          select: { status: true, sessionsTotal: true },
        }),
        payments: await db.payment.count({ where: { enrollmentId } }),
      })),
    );
  const before = await paymentState();
  for (const [index, state] of before.entries()) {
    const said = answered('payment', index);
    const granted = state.enrollment.status === 'active';
    if (said?.ok && (!granted || state.payments !== 1))
      problems.push(
        `payment ${index} was answered but the enrollment is ${state.enrollment.status} with ${state.payments} payment(s)`,
      );
    if (granted !== (state.payments === 1) || state.payments > 1)
      problems.push(`payment ${index} is half applied: ${state.enrollment.status}, ${state.payments} payment(s)`);
  }
  const eventsRecordedUnprocessed = await db.webhookEvent.count({
    where: { pspEventId: { in: plan.payments.map((p) => p.event.id) }, processedAt: null },
  });

  // The processor delivers again every event it saw no 2xx for (and, being at-least-once, may
  // deliver the others too): replay all of them, twice. Each must end as exactly one grant.
  let replayDuplicates = 0;
  for (let round = 0; round < 2; round++) {
    for (const [index, { event }] of plan.payments.entries()) {
      try {
        const outcome = await processWebhookEvent(event);
        if (outcome.duplicate) replayDuplicates += 1;
      } catch (error) {
        problems.push(`replay ${round + 1} of payment ${index} failed: ${String(error).slice(0, 200)}`);
      }
    }
  }
  const after = await paymentState();
  for (const [index, state] of after.entries()) {
    if (
      state.enrollment.status !== 'active' ||
      state.enrollment.sessionsTotal !== creditsPerPackage ||
      state.payments !== 1
    )
      problems.push(
        `payment ${index} after replay: ${state.enrollment.status}, ${state.enrollment.sessionsTotal} credits, ${state.payments} payment(s) (want active, ${creditsPerPackage}, 1)`,
      );
  }
  await disconnectDatabase();
  const verdict: Verdict = {
    problems,
    figures: {
      bookingsStored,
      paymentsStoredBeforeReplay: before.filter((state) => state.payments > 0).length,
      eventsRecordedUnprocessed,
      paymentsAfterReplay: after.reduce((sum, state) => sum + state.payments, 0),
      grantsAfterReplay: after.filter((state) => state.enrollment.status === 'active').length,
      replayDuplicates,
    },
  };
  emit({ verdict });
}

const [mode, planPath, answersPath] = process.argv.slice(2);
if (!planPath) throw new Error('usage: crash-worker.ts <seed|run|verify> <plan.json> [answers.json]');
if (mode === 'seed') await seed(planPath);
else {
  const plan = JSON.parse(fs.readFileSync(planPath, 'utf8')) as CrashPlan;
  if (mode === 'run') await run(plan);
  else if (mode === 'verify')
    await verify(plan, answersPath ? (JSON.parse(fs.readFileSync(answersPath, 'utf8')) as Answer[]) : []);
  else throw new Error(`crash-worker: unknown mode ${mode}`);
}
process.exit(0);
