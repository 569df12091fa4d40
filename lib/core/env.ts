import { z } from 'zod';
import { simulatedGoogleEnv } from '@/lib/core/development-google';

/**
 * Configuration, validated. APP_ENV says how the app is deployed; it defaults from NODE_ENV, and a
 * built app can run as `development` for demos and e2e (embedded database, dev login, fakes).
 */
/** The simulated processor listens this far above the app's port: 12111 beside the default 3000. */
const simulatorPortOffset = 9111;
/** The simulated Google, likewise: 12222 beside port 3000. */
const googleSimulatorPortOffset = 9222;
/** The simulated SMS provider (Twilio's Messages API), likewise: 12333 beside port 3000. */
const smsSimulatorPortOffset = 9333;

const ZEnv = z
  .object({
    NODE_ENV: z.string().optional(),
    APP_ENV: z.enum(['development', 'test', 'production']).optional(),
    /** The port the server listens on (server.mjs sets it from -p); the defaults below follow it. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Default: http://localhost:<PORT>. */
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
    /**
     * Outside production, with no STRIPE_SECRET_KEY, the SDK talks to the simulated processor here
     * (started by instrumentation-node.ts; see docs/decisions/0012-simulated-processor.md). Default:
     * http://localhost:<PORT + 9111> (12111 beside port 3000), so two copies of the app on one
     * machine each get their own.
     */
    STRIPE_SIMULATOR_URL: z.url().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    /**
     * In development without GOOGLE_CLIENT_ID, every Google setting points at the simulated Google
     * here (started by instrumentation-node.ts; see docs/decisions/0056-google-simulator.md).
     * Default: http://localhost:<PORT + 9222> (12222 beside port 3000).
     */
    GOOGLE_SIMULATOR_URL: z.url().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** Google endpoints, overridable so tests reach a local fake through the real client. */
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
    /** Root of Google's REST APIs (Drive); tests point the SDK's rootUrl at a local fake. */
    GOOGLE_API_URL: z.url().default('https://www.googleapis.com/'),
    RESEND_API_KEY: z.string().optional(),
    EMAIL_FROM: z.string().default('Lektio <no-reply@lektio.local>'),
    /** Uploaded files: a local folder by default, an S3-compatible bucket when S3_BUCKET is set. */
    UPLOADS_DIR: z.string().default('.data/uploads'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Largest file a teacher may upload as a resource (issue 33: 100 MB); tests lower it. */
    RESOURCE_UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(100 * 1024 * 1024)
      .default(100 * 1024 * 1024),
    /** Twilio (text messages): all three, or none for the simulated provider outside production. */
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    /** The sending number (E.164) or Messaging Service SID (`MG...`). */
    TWILIO_FROM: z.string().optional(),
    /** Default: http://localhost:<PORT + 9333> (docs/decisions/0102-sms-reminders.md). */
    TWILIO_SIMULATOR_URL: z.url().optional(),
    /**
     * Whether a teacher may connect a CalDAV server whose host is, or resolves to, a loopback,
     * private or link-local address (decision 0136). Default: `true` in development and test (the
     * tests' Radicale listens on 127.0.0.1), `false` in production (the SSRF guard). Set it to
     * `true` in production only for a server on your own network that Lektio is meant to reach.
     */
    CALDAV_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).optional(),
    INNGEST_EVENT_KEY: z.string().optional(),
    INNGEST_SIGNING_KEY: z.string().optional(),
  })
  .transform((raw) => {
    const APP_ENV = raw.APP_ENV ?? (raw.NODE_ENV === 'production' ? 'production' : 'development');
    const GOOGLE_SIMULATOR_URL = raw.GOOGLE_SIMULATOR_URL ?? `http://localhost:${raw.PORT + googleSimulatorPortOffset}`;
    // Only development: tests point at their own fakes, production at Google or nowhere.
    const GOOGLE_SIMULATED = APP_ENV === 'development' && !raw.GOOGLE_CLIENT_ID;
    return {
      ...raw,
      APP_ENV,
      APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
      CALDAV_ALLOW_PRIVATE_HOSTS:
        (raw.CALDAV_ALLOW_PRIVATE_HOSTS ?? (APP_ENV === 'production' ? 'false' : 'true')) === 'true',
      STRIPE_SIMULATOR_URL: raw.STRIPE_SIMULATOR_URL ?? `http://localhost:${raw.PORT + simulatorPortOffset}`,
      TWILIO_SIMULATOR_URL: raw.TWILIO_SIMULATOR_URL ?? `http://localhost:${raw.PORT + smsSimulatorPortOffset}`,
      GOOGLE_SIMULATOR_URL,
      GOOGLE_SIMULATED,
      ...(GOOGLE_SIMULATED ? simulatedGoogleEnv(GOOGLE_SIMULATOR_URL) : {}),
    };
  });

export type Env = z.infer<typeof ZEnv>;

/** Only outside production: a fixed secret so a fresh clone runs with no configuration. */
const developmentSessionSecret = 'lektio-development-session-secret-not-for-production';

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env & { SESSION_SECRET: string } {
  // An empty variable (`FOO=`) means unset, as in most tools.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.APP_ENV === 'production') {
    const missing = (['SESSION_SECRET', 'STRIPE_WEBHOOK_SECRET', 'DATABASE_URL'] as const).filter((key) => !env[key]);
    if (missing.length) throw new EnvError(`Missing required configuration in production: ${missing.join(', ')}`);
  }
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? developmentSessionSecret };
}

/** The variables the configuration reads: nothing else in the environment changes it. */
const envVariables = Object.keys(ZEnv.in.shape);
let last: { values: (string | undefined)[]; env: ReturnType<typeof readEnv> } | undefined;

/**
 * Read per call so that tests can change the environment between requests, but parsed again only
 * when one of its variables changed: parsing the whole environment with Zod on every call (several
 * times a request) was a visible cost in the CPU profile (issue #20). Frozen: every caller shares it.
 */
export function env(): ReturnType<typeof readEnv> {
  const values = envVariables.map((name) => process.env[name]);
  if (last && values.every((value, index) => value === last!.values[index])) return last.env;
  const parsed = Object.freeze(readEnv());
  last = { values, env: parsed };
  return parsed;
}
export const isProduction = () => env().APP_ENV === 'production';
