import type { Messages } from './catalogue';
import { teacherSectionOf } from './teacher-section';
import teacherPaths from './teacher-client-paths.json' with { type: 'json' };

/**
 * Which namespaces of the catalogue reach the browser (NextIntlClientProvider): the page's server
 * components read every namespace on the server, the client islands only what they show.
 * - `public`: a teacher's public pages (their islands: the header, the language switcher, the
 *   booking and enrollment forms, the consent box, the shared ui words of dialogs and pickers, the
 *   error page); any namespace named `public...` or `booking...` is included, so a new public
 *   namespace needs no change here.
 * - `teacher`: the teacher's area. Its document gets what the area's error page asks for; the teacher
 *   layout adds the shell's and the open section's paths (`teacherSectionMessages`), and the browser
 *   loads the whole area's (`teacherAreaMessages`) when it moves to another section. The paths come
 *   from the source (teacher-client-paths.json, `npm run i18n:client-paths`, decision 0174).
 * - `app`: the portal, sign-in and the other areas: everything but what is only ever written on
 *   the server (e-mails, SMS, CSV headers, invoice documents, calendar files).
 */
const publicNamespaces = new Set(['common', 'errors', 'errorPages', 'ui', 'consent', 'studentBooking']);
const publicPrefixes = ['public', 'booking'];
const serverOnly = /(Email|Emails|Documents)$|^(smsTexts|csvExports|ics)$/;

export type ClientAudience = 'public' | 'teacher' | 'app';

export function clientMessages(messages: Messages, audience: ClientAudience): Messages {
  if (audience === 'teacher') return picked(messages, 'document', () => teacherPaths.document);
  const keep = (namespace: string) =>
    audience === 'public'
      ? publicNamespaces.has(namespace) || publicPrefixes.some((prefix) => namespace.startsWith(prefix))
      : !serverOnly.test(namespace);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace)));
}

const sections: Record<string, string[]> = teacherPaths.sections;
const areaPaths = [...teacherPaths.document, ...teacherPaths.shell, ...Object.values(sections).flat()];

/**
 * The `errors` namespace says the schemas' own English sentences in the reader's language
 * (components/forms/form-words.ts); an English reader's form shows them as they are and never asks
 * for it. Every teacher section with a form (a list's filter bar included) names it: 4.8 KB of each
 * such page for nothing in English (issue 38, item 2).
 */
const forLocale = (paths: string[], locale: string) =>
  locale === 'en' ? paths.filter((path) => path !== 'errors' && !path.startsWith('errors.')) : paths;

/** The teacher layout's messages: the document's, the shell's and the section of `pathname`. */
export function teacherSectionMessages(messages: Messages, pathname: string, locale: string): Messages {
  const section = teacherSectionOf(pathname);
  // `messages` is one locale's catalogue, so the section is the cache's key.
  return picked(messages, section, () =>
    forLocale([...teacherPaths.document, ...teacherPaths.shell, ...(sections[section] ?? [])], locale),
  );
}

/** Every message the teacher area's browser components ask for, whatever the section. */
export function teacherAreaMessages(messages: Messages, locale: string): Messages {
  return picked(messages, '*', () => forLocale(areaPaths, locale));
}

// Per catalogue (one per locale and process) and selection: a page asks on every request.
const pickedCache = new WeakMap<Messages, Map<string, Messages>>();

function picked(messages: Messages, key: string, paths: () => string[]): Messages {
  let byKey = pickedCache.get(messages);
  if (!byKey) pickedCache.set(messages, (byKey = new Map()));
  let result = byKey.get(key);
  if (!result) byKey.set(key, (result = pick(messages, paths())));
  return result;
}

/** The subtrees of `messages` at `paths` (`namespace` or `namespace.key.key`), nothing else. */
function pick(messages: Messages, paths: string[]): Messages {
  const sorted = [...new Set(paths)].sort();
  const result: Record<string, unknown> = {};
  for (const path of sorted.filter((one) => !sorted.some((other) => one.startsWith(`${other}.`)))) {
    const keys = path.split('.');
    let source: unknown = messages;
    let target = result;
    for (const [index, key] of keys.entries()) {
      source = (source as Record<string, unknown> | undefined)?.[key];
      if (source === undefined) break;
      if (index === keys.length - 1) target[key] = source;
      else target = (target[key] ??= {}) as Record<string, unknown>;
    }
  }
  return result as Messages;
}
