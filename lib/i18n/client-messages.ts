import type { Messages } from './catalogue';

/**
 * Which namespaces of the catalogue reach the browser (NextIntlClientProvider): the page's server
 * components read every namespace on the server, the client islands only what they show.
 * - `public`: a teacher's public pages (their islands: the header, the language switcher, the
 *   booking and enrollment forms, the consent box, the shared ui words of dialogs and pickers, the
 *   error page); any namespace named `public...` or `booking...` is included, so a new public
 *   namespace needs no change here.
 * - `app`: the teacher's area, the portal, sign-in: everything but what is only ever written on
 *   the server (e-mails, SMS, CSV headers, invoice documents, calendar files).
 */
const publicNamespaces = new Set(['common', 'errors', 'errorPages', 'ui', 'consent', 'studentBooking']);
const publicPrefixes = ['public', 'booking'];
const serverOnly = /(Email|Emails|Documents)$|^(smsTexts|csvExports|ics)$/;

export type ClientAudience = 'public' | 'app';

export function clientMessages(messages: Messages, audience: ClientAudience): Messages {
  const keep = (namespace: string) =>
    audience === 'public'
      ? publicNamespaces.has(namespace) || publicPrefixes.some((prefix) => namespace.startsWith(prefix))
      : !serverOnly.test(namespace);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace)));
}
