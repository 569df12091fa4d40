// npm run reliability:vendors
// The vendors fail while the app serves (docs/reliability.md, "Vendor faults"): the payment processor
// (5xx, a timeout; the circuit breaker), Google Calendar (5xx), Resend (5xx; the outbox), and a job
// whose second step throws (the in-process runner's retry). Route handlers run in this process,
// called the way Next.js calls them, against a throwaway PostgreSQL database on
// RELIABILITY_DATABASE_URL's server (default: TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres);
// the vendors are the local simulators and fakes. Prints what was sent, what came back and what the
// database holds afterwards; exits 1 if any check fails; stops by itself.
import { startSimulatedProcessor } from '@/dev/simulators/psp/start-simulated-processor';
import { reliabilityServerUrl, giveUpAfter, openThrowawayDatabase } from './throwaway-database';
import { startCountingProxy } from './vendor-faults/counting-proxy';
import { googleOutage } from './vendor-faults/google-outage';
import { deliverToWebhookRoute } from '@/test/deliver-to-webhook-route';
import { jobRetry } from './vendor-faults/job-retry';
import { processorOutage } from './vendor-faults/processor-outage';
import { printChecks } from './vendor-faults/report';
import { resendOutage } from './vendor-faults/resend-outage';

giveUpAfter('vendor-faults', 90_000);
const started = Date.now();
const name = `lektio_reliability_vendors_${process.pid}`;
console.info(`vendor-faults: throwaway database ${name} on ${new URL(reliabilityServerUrl).host}`);
const { drop } = await openThrowawayDatabase(name);

// The SDK reaches the simulated processor through a proxy that counts calls and can stay silent.
const processor = await startSimulatedProcessor({ deliver: deliverToWebhookRoute });
const proxy = await startCountingProxy(processor.url);
process.env.STRIPE_SIMULATOR_URL = proxy.url;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.RESEND_API_KEY; // e-mail through the development outbox, except in part 3

const checkoutId = await processorOutage(processor, proxy);
await googleOutage();
await resendOutage();
await jobRetry(processor, proxy, checkoutId);

const passed = printChecks();
console.info(`\nresult: ${passed ? 'PASS' : 'FAIL'} in ${Math.round((Date.now() - started) / 1000)} s`);
await proxy.close();
await processor.close();
await drop();
process.exit(passed ? 0 : 1);
