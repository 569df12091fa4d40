import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SimulatedText = {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  body: string;
  createdAt: string;
};

export type SimulatedSms = {
  /** Base URL; the SDK reaches it when TWILIO_SIMULATOR_URL is this. */
  url: string;
  /** Every text accepted, oldest first. */
  messages: SimulatedText[];
  /** The next `count` calls answer `status` (an unwell provider). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Twilio's error body: code, message, more_info, status. */
const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/:sid/Messages.json, form
 * encoded, Basic auth with the account SID), answering the resource the SDK parses. Texts are kept in
 * memory for tests; the app's own sms_messages rows are what the development mailbox shows
 * (docs/decisions/0102-sms-reminders.md). Inbound messages (STOP) are the tests' signed POSTs to
 * /api/webhooks/sms, made with the SDK's own signature function.
 */
export async function startSimulatedSms({ port = 0, hostname = '127.0.0.1' } = {}): Promise<SimulatedSms> {
  const messages: SimulatedText[] = [];
  let failures = { remaining: 0, status: 500 };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/messages') return send(res, 200, messages);
    if (req.method !== 'POST' || !match)
      return send(res, 404, twilioError(404, 20404, 'The requested resource was not found'));
    const body = new URLSearchParams(await readBody(req));
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      return send(res, failures.status, twilioError(failures.status, 20500, 'Simulated failure'));
    }
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (!auth.startsWith(`${match[1]}:`)) return send(res, 401, twilioError(401, 20003, 'Authenticate'));
    const to = body.get('To');
    const text = body.get('Body');
    if (!to || !/^\+[1-9]\d{6,14}$/.test(to))
      return send(res, 400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    if (!text) return send(res, 400, twilioError(400, 21602, 'Message body is required.'));
    const now = new Date();
    const message: SimulatedText = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid: match[1]!,
      to,
      from: body.get('From') ?? body.get('MessagingServiceSid'),
      body: text,
      createdAt: now.toISOString(),
    };
    messages.push(message);
    send(res, 201, {
      sid: message.sid,
      account_sid: message.accountSid,
      to,
      from: message.from,
      body: text,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: String(Math.ceil(text.length / 160)),
      date_created: now.toUTCString(),
      date_updated: now.toUTCString(),
      date_sent: null,
      price: null,
      error_code: null,
      error_message: null,
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${address.port}`,
    messages,
    failNext(count, status = 500) {
      failures = { remaining: count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
