// Part 4: a job whose second step throws the first time; the in-process runner retries it, and the
// first step (the processor's fee) is replayed from its memo, not run again.
import { paymentReceivedFunction } from '@/inngest/functions/payments/payment-received';
import { db } from '@/lib/core/db';
import { inProcessJobRunner, startInProcessJobs, stopInProcessJobs } from '@/lib/jobs/in-process-runner';
import type { SimulatedProcessor } from '@/dev/simulators/psp/start-simulated-processor';
import type { CountingProxy } from './counting-proxy';
import { check, Timeline } from './report';

/** The database refuses the first insert of a payment receipt e-mail (its outbox row): step 2 throws once. */
const refuseFirstReceipt = [
  'CREATE SEQUENCE reliability_receipt_inserts',
  `CREATE FUNCTION reliability_refuse_first_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.kind::text = 'email' AND NEW.payload->>'subject' LIKE 'Your payment to %' THEN
       IF nextval('reliability_receipt_inserts') = 1 THEN
         RAISE EXCEPTION 'reliability: first receipt insert refused';
       END IF;
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER reliability_refuse_first_receipt BEFORE INSERT ON outbox_effects
   FOR EACH ROW EXECUTE FUNCTION reliability_refuse_first_receipt()`,
];

const retryDelayMs = 1_000;

export async function jobRetry(processor: SimulatedProcessor, proxy: CountingProxy, checkoutId: string) {
  for (const statement of refuseFirstReceipt) await db.$executeRawUnsafe(statement);
  await startInProcessJobs([paymentReceivedFunction], { retryDelayMs: () => retryDelayMs });
  const enrollment = await db.enrollment.findFirstOrThrow({ where: { pspCheckoutSessionId: checkoutId } });
  const counts = async () => {
    const payment = await db.payment.findFirst({ where: { enrollmentId: enrollment.id } });
    const receipts = await db.outboxEffect.count({
      where: { kind: 'email', payload: { path: ['subject'], string_starts_with: 'Your payment to' } },
    });
    const [{ tried }] = await db.$queryRawUnsafe<[{ tried: bigint }]>(
      'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS tried FROM reliability_receipt_inserts',
    );
    const notices = await db.notification.count({
      where: { teacherId: enrollment.teacherId, type: 'payment_received' },
    });
    const feeCalls = proxy.forwarded.filter((call) => call.startsWith('GET /v1/payment_intents/')).length;
    return {
      payment: payment ? 1 : 0,
      fee: payment?.pspFee ?? null,
      feeCalls,
      tried: Number(tried),
      receipts,
      notices,
    };
  };
  const show = (c: Awaited<ReturnType<typeof counts>>) =>
    `payments ${c.payment} (pspFee ${c.fee}), processor fee look-ups ${c.feeCalls}, receipt inserts tried ${c.tried}, ` +
    `receipts in the outbox ${c.receipts}, teacher notices ${c.notices}`;

  const timeline = new Timeline();
  const before = await counts();
  timeline.event('before', show(before));
  await timeline.record(
    'pay the checkout (simulator -> webhook route)',
    async () => {
      await processor.pay(checkoutId);
      return { status: processor.deliveries.at(-1)?.status === 200 ? 200 : 500 };
    },
    () => `webhook answered ${processor.deliveries.map((d) => `${d.type} ${d.status}`).join(', ')}`,
  );
  await inProcessJobRunner()!.idle();
  const after = await counts();
  timeline.event('payments-payment-received run over', show(after));
  timeline.print(
    `4. A job that throws: payments-payment-received, step 2 (send-receipt) refused once (in-process runner, retry after ${retryDelayMs} ms)`,
  );
  stopInProcessJobs();
  console.info(`database afterwards: ${show(after)}`);

  check('job: the webhook recorded the payment and started the job', after.payment === 1);
  check(
    'job: step 2 threw once and ran again (2 receipt inserts tried, 1 receipt kept)',
    after.tried === 2 && after.receipts === 1,
  );
  check(
    `job: step 1 not repeated (${after.feeCalls - before.feeCalls} fee look-up at the processor, fee ${after.fee} recorded)`,
    after.feeCalls - before.feeCalls === 1 && after.fee !== null,
  );
  check('job: step 3 ran once after the retry (1 teacher notice)', after.notices === 1);
}
