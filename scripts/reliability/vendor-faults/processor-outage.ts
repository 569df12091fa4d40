// Part 1: the payment processor answers 5xx or not at all; the circuit breaker opens, then closes.
import { CircuitState } from 'cockatiel';
import { POST as enroll } from '@/app/api/public/[slug]/enroll/route';
import { GET as publicProfile } from '@/app/api/public/[slug]/route';
import { GET as listSessions } from '@/app/api/teacher/sessions/route';
import { db } from '@/lib/core/db';
import { breakerHalfOpenAfterMs } from '@/lib/core/failures-in-window-breaker';
import { processorBreaker, resetProcessorBreaker } from '@/lib/integrations/psp/circuit-breaker';
import type { SimulatedProcessor } from '@/dev/simulators/psp/start-simulated-processor';
import { createService, createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import type { CountingProxy } from './counting-proxy';
import { check, sleep, Timeline } from './report';

let ipCount = 0;
const nextIp = () => `10.77.${Math.floor(ipCount / 250)}.${ipCount++ % 250}`;
const breakerState = () => CircuitState[processorBreaker().state];

/** Returns the id of a checkout the processor created after recovering (part 4 pays it). */
export async function processorOutage(processor: SimulatedProcessor, proxy: CountingProxy): Promise<string> {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}` });
  const service = await createService({ teacherId: teacher.id, priceAmount: 8000, currency: 'EUR' });
  const terms = await createLegalDocument({ teacherId: teacher.id });
  const body = { serviceId: service.id, acceptedDocumentVersionIds: [terms.current!.id] };
  const teacherSession = await teacherCookie(teacher.id);
  resetProcessorBreaker();

  const timeline = new Timeline();
  const simulatorSaw = () =>
    `simulator calls ${proxy.forwarded.length}, held ${proxy.held()}; breaker ${breakerState()}`;
  const enrollOnce = async (what: string) => {
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: student.id });
    const path = `/api/public/${teacher.slug}/enroll`;
    const params = { slug: teacher.slug };
    return timeline.record(
      what,
      () => callRoute(enroll, { method: 'POST', path, params, body, cookie, ip: nextIp() }),
      simulatorSaw,
    );
  };
  const bookingFree = async () => [
    await timeline.record(
      'GET /api/teacher/sessions',
      () => callRoute(listSessions, { path: '/api/teacher/sessions', cookie: teacherSession, ip: nextIp() }),
      simulatorSaw,
    ),
    await timeline.record(
      `GET /api/public/${teacher.slug}`,
      () =>
        callRoute(publicProfile, { path: `/api/public/${teacher.slug}`, params: { slug: teacher.slug }, ip: nextIp() }),
      simulatorSaw,
    ),
  ];
  const is503 = (answer: { status: number; json: { error?: { code?: string } } }) =>
    answer.status === 503 && answer.json.error?.code === 'SERVICE_UNAVAILABLE';

  const healthy = await enrollOnce('POST enroll (processor healthy)');
  processor.failNext(1, 500);
  const first = await enrollOnce('POST enroll (simulator answers 500)');
  proxy.hang(true);
  const second = await enrollOnce('POST enroll (simulator never answers)');
  proxy.hang(false);
  processor.failNext(1, 503);
  const third = await enrollOnce('POST enroll (simulator answers 503)');
  const openedAt = timeline.now();
  const openAfterThird = breakerState();
  const callsWhenOpened = proxy.forwarded.length + proxy.held();
  const open = await enrollOnce('POST enroll (circuit open)');
  const reachedWhileOpen = proxy.forwarded.length + proxy.held() - callsWhenOpened;
  const unaffected = await bookingFree();
  timeline.event('waiting for half-open', `${breakerHalfOpenAfterMs} ms after the 3rd failure`);
  await sleep(openedAt + breakerHalfOpenAfterMs + 100 - timeline.now());
  const trial = await enrollOnce('POST enroll (half-open trial, healthy)');
  const closed = breakerState();
  const after = await enrollOnce('POST enroll (after recovery)');
  timeline.print('1. Payment processor: 5xx and a timeout (POST /api/public/:slug/enroll creates the checkout)');

  const enrollments = await db.enrollment.groupBy({
    by: ['status'],
    where: { teacherId: teacher.id },
    _count: true,
  });
  const halfMade = await db.enrollment.count({
    where: { teacherId: teacher.id, status: 'pending_payment', pspCheckoutSessionId: null },
  });
  const payments = await db.payment.count({ where: { teacherId: teacher.id } });
  const checkouts = [...processor.state.checkoutSessions.values()].filter((c) => c.account === teacher.pspAccountId);
  const answered201 = [healthy, trial, after].filter((answer) => answer.status === 201).length;
  const answered503 = [first, second, third, open].filter(is503).length;
  console.info(
    `database afterwards: enrollments ${enrollments.map((row) => `${row.status} ${row._count}`).join(', ')}; ` +
      `pending_payment without a checkout ${halfMade}; payments ${payments}; checkouts on the simulator ${checkouts.length}`,
  );

  check(
    'processor: 1st and 2nd failing call (500, timeout) answer 503 SERVICE_UNAVAILABLE',
    is503(first) && is503(second),
  );
  check(
    'processor: the 2nd call waited for the client timeout (>= 5 s), not longer than 6 s',
    second.ms >= 5_000 && second.ms < 6_000,
  );
  check('processor: the 3rd failure answers 503 and opens the circuit', is503(third) && openAfterThird === 'Open');
  check(
    `processor: with the circuit open the call answers 503 without reaching the simulator (${reachedWhileOpen} calls, ${open.ms} ms)`,
    is503(open) && reachedWhileOpen === 0 && open.ms < 5_000,
  );
  check(
    'processor: booking-free routes answer 200 while it is open',
    unaffected.every((answer) => answer.status === 200),
  );
  check(
    `processor: after 15 s the trial goes through (201) and closes the circuit (${closed})`,
    trial.status === 201 && closed === 'Closed' && after.status === 201,
  );
  check(
    'processor: database holds no half-made enrollment or payment (every 503 released, every 201 has its checkout)',
    halfMade === 0 &&
      payments === 0 &&
      checkouts.length === answered201 &&
      (enrollments.find((row) => row.status === 'cancelled')?._count ?? 0) === answered503,
  );
  return checkouts.at(-1)!.id;
}
